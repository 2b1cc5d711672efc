"""The eighth draw at random from the cards of the ten sets no earlier situation named (40 cards
whose tree is ``full``, drawn with ``random.Random(2026_11_27)`` by
``scripts/random_draw_eighth.py`` over specials, events, locations, aspects, tactics and
characters' inherent abilities, at most 6 a set): the cards, the others the situations need,
and the helpers of the two test modules that hold its situations
(``test_judge_real_cards_random_draw_eighth_attacks`` and ``..._eighth_table``)."""

from __future__ import annotations

ANGEL = "X-Men: Original Team - Angel"
URBAN = "Any Character - Urban Hunters"
METAMORPH = "Cyborg™ - Mechanical Metamorph"
RAGE = "Wolverine™ - Rage"
MORPH = "Morph™"
ERYNYS = "The Hand - Erynys"
FEMME = "Black Cat™ - Femme Fatale"
HELLBENT = "Malebolgia - Hellbent"
SONGBIRD = "Thunderbolts - Songbird"
HIDING = "Sins of the Future - Mutants in Hiding!"
BEYONDER = "Beyonder™"
GATHER = "Post™ - Gather Info"
PRISMATIC = "Jubilee™ - Prismatic Flare"
ALICIA = "Puppet Master - Alicia Masters"
AGENDA = "Mr. Sinister™ - Hidden Agenda"
COLT = "Riddler™ - Colt Revolver"
RUDE = "Sins of the Future - Rude Awakening"
AMAZING = "Morph™ - Amazing X-Man"
PSYCHOANALYZE = "Doc Samson™ - Psychoanalyze"
CACHE = "Hobgoblin™ - Goblin Cache"
NINJA = "The Hand - Ninja"
COMBAT_READY = "Hawkeye™ - Combat Ready"
BLADEFIRE = "Sabra - Bladefire"
MURDERER = "Bullseye - Murderer"
ATLANTIS = "Namor™ - Atlantis Attacks"
TESSA = "The Hellfire Club - Tessa"
BRUTE = "Thing™ - Brute Force"
KINETIC = "Maverick - Kinetic Absorption"
INVENTOR = "Iron Man™ - Weapons Inventor"
CREEL = "Absorbing Man - Crusher Creel"
BRAINS = "She Hulk™ - Brains & Brawn"
SHAPESHIFT = "Supergirl™ - Shapeshift"
ACID = "Joker™ - Acid Spray Flower"
OUTNUMBER = "Multiple Man - Outnumber"
HAMMER = "Steel™ - Hammer"
DEVASTATION = "Magneto™ - Magnetic Devastation"
SABOTAGE = "Annihilation Affair - Sabotage"
WISECRACK = "Jubilee™ - Wisecrack"
EXOSKELETON = "The Darkness - Lifelike Exoskeleton"
MYSTERIOUS = "Post - Mysterious Past"

#: Cards the situations need besides the forty drawn (what they play or answer with).
REVELATIONS = "Green Goblin - Revelations"
SUPERGIRL = "Supergirl™"
OTHERS = (REVELATIONS, SUPERGIRL)
DRAWN = (
    ANGEL, URBAN, METAMORPH, RAGE, MORPH, ERYNYS, FEMME, HELLBENT, SONGBIRD, HIDING,
    BEYONDER, GATHER, PRISMATIC, ALICIA, AGENDA, COLT, RUDE, AMAZING, PSYCHOANALYZE, CACHE,
    NINJA, COMBAT_READY, BLADEFIRE, MURDERER, ATLANTIS, TESSA, BRUTE, KINETIC, INVENTOR, CREEL,
    BRAINS, SHAPESHIFT, ACID, OUTNUMBER, HAMMER, DEVASTATION, SABOTAGE, WISECRACK,
    EXOSKELETON, MYSTERIOUS,
)  # fmt: skip
