"""The sixth draw at random from the cards of the ten sets no earlier situation named (60 cards
whose tree is ``full``, drawn with ``random.Random(2026_11_25)`` over specials, events,
locations, aspects, tactics and characters' inherent abilities, at most 9 a set): the cards, the
others the situations need, and the helpers of the two test modules that hold its situations
(``test_judge_real_cards_random_draw_sixth_attacks`` and ``..._sixth_table``)."""

from __future__ import annotations

from tests.engine import judge_real_cards_api as j

BISHOP = "Bishop™ - Temporal Anomaly"
LEADER = "Leader - Green 'n Mean"
HAZARD = "Hazard™ - Cutting Laser"
HAVOK = "Havok - Plasma Flare"
SKRULL = "Super Skrull™ (sic) - Flexible Form"
POST = "Post™ - Covert Manipulations"
AZRAEL_ANGEL = "Azrael™ - Avenging Angel"
KREE = "Captain Mar-Vell - Kree Strategem"
BLOCKBUSTER = "Marauders - Blockbuster"
GUARDIAN = "Alpha Flight - Guardian"
SMASH = "She Hulk (sic)™ - She-Hulk Smash"
POTENTIAL = "X-Men - Ultimate Potential"
ARSENAL = "Metallo™ - Walking Arsenal"
LIMBS = "Forge™ - Cybernetic Limbs"
PARAMILITARY = "Metropolis S.C.U.™ - Paramilitary Training"
MARKSMAN = "Mystique™ - Fatal Marksman"
BODYGUARD = "Strong Guy™ - Bodyguard"
CUNNING = "Catwoman™ - Cunning Thief"
REVELATIONS = "Green Goblin - Revelations"
SILENCE = "Baron Mordo - Spell of Silence"
LIFEFORCE = "Holocaust™ - Consume Lifeforce"
MINION = "Holocaust™ - Apocalyptic Minion"
ARMOR = "Azrael™ - Battle Armor"
DARK_THOUGHTS = "Onslaught - Dark Thoughts"
WARWORLD = "Brainiac™ - Lord of Warworld"
INTIMIDATION = "Bane™ - Intimidation"
EXCELSIOR = "Marvel Universe - Excelsior!"
MASTERMIND = "Puppet Master - Criminal Mastermind"
ILLUSION = "Psylocke™ - Illusion"
UMBRELLA = "Penguin™ - Flamethrower Umbrella"
DANGEROUS = "Sabretooth™ - Dangerous Mind"
ABSORPTION = "Onslaught™ - Psychic Absorption"
ANARCHY = "Carnage™ - Anarchy"
PREDATOR = "ShadowHawk - Urban Predator"
AGENTS = "Hydra - Hydra Agents"
PYM = "Henry Pym - Founding Avenger"
SAVAGE = "Morbius™ - Savage Combat"
KEEP = "Banshee™ - Cassidy Keep"
HELLFIRE = "The Hellfire Club - Hellfire Soldiers"
TRICKSTER = "The Trickster & Neron"
INVISIBLE = "Invisible Woman™"
IMPRISONED = "Separation Anxiety - Imprisoned for Science"
MANHATTAN = "Marvel Manhattan"
HELPING = "Assault on Onslaught™ - Helping Hands"
EMPATHIC = "Secret Wars - Empathic Healing"
ON_THE_MOVE = "Assault on Onslaught™ - On the Move"
TWIST = "Age of Apocalypse - Historical Twist"
DEATHBIRD = "Deathbird"
SIEGE = "The Siege Perilous"
GOLDEN = "Golden Age Wolverine™"
STANDOFF = "Annihilation Affair - Heroic Standoff!"
FRIENDS = "Maximum Carnage - Friends and Allies"
TORCH = "[Human Torch & Spider-Man]"
PARALLEL = "X-World - Parallel Dimensions"
BEST_LAID = "Fatal Attractions - The Best Laid Plans..."
CRIMEBOSS = "Two-Face™ - Crimeboss"
CALL = "Fatal Attractions - A Call to Arms"
STORM = "Storm: Neutralized"
COLOSSUS = "Colossus: Age of Apocalypse"
BETA = "Beta Ray Bill"

#: Cards the situations need besides the sixty drawn (what they play or answer with).
OTHERS = (
    "Thor™ - Airborne Avenger",
    "Wolverine™ - Tracking Senses",
    "Morlocks - Sunder",
    "Morlocks - Leech",
    "Shi'ar - Nightside",
    "Two-Face™ - Flip of the Coin",
    "Mandarin™ - Mind Control",
    "Marvel Universe",
    "Age of Apocalypse",
    "X-world",
)
DRAWN = (
    BISHOP, LEADER, HAZARD, HAVOK, SKRULL, POST, AZRAEL_ANGEL, KREE, BLOCKBUSTER, GUARDIAN,
    SMASH, POTENTIAL, ARSENAL, LIMBS, PARAMILITARY, MARKSMAN, BODYGUARD, BETA, CUNNING,
    REVELATIONS, SILENCE, LIFEFORCE, MINION, ARMOR, DARK_THOUGHTS, WARWORLD, INTIMIDATION,
    EXCELSIOR, MASTERMIND, ILLUSION, UMBRELLA, DANGEROUS, ABSORPTION, ANARCHY, PREDATOR,
    AGENTS, PYM, SAVAGE, KEEP, HELLFIRE, TRICKSTER, INVISIBLE, IMPRISONED, MANHATTAN,
    HELPING, EMPATHIC, ON_THE_MOVE, TWIST, DEATHBIRD, SIEGE, GOLDEN, STANDOFF, FRIENDS,
    TORCH, PARALLEL, BEST_LAID, CRIMEBOSS, CALL, STORM, COLOSSUS,
)  # fmt: skip
PASSES = [{"type": "pass"}, {"type": "pass"}]
#: Player A's opening attack, so that player B's plays come on B's turn.
OPENING = j.power("a2", "b2", "energy", 1)
#: Changes of the actions on piles the engine does not hold (``pile_actions``), stated for
#: the judge to carry out at the table (MR.6).
PILE_OPS = {"reshuffle", "search", "remove_cards", "put_cards", "choose_cards", "reveal"}
PILE_OPS |= {"paid_effect", "discard", "draw"}


def _of_play(answer: dict, n: int) -> dict:
    return next(s for s in answer["steps"] if s["play"] == n)


def _play(by: str, card: str, **more) -> dict:
    return {"type": "play", "by": by, "cards": [{"card": card}], **more}


def _card(by: str, card: str, kind: str = "defend", **more) -> dict:
    return {"type": kind, "by": by, "cards": [{"card": card}], **more}


def _hits(answer: dict, side: str, i: int = 0, where: str = "front_line") -> list[tuple]:
    char = answer["state"]["players"][side][where][i]
    return sorted((h["icon"], h["value"]) for h in char.get("hits") or [])


def _placed(answer: dict, side: str = "B", i: int = 0) -> list:
    return answer["state"]["players"][side]["front_line"][i].get("placed") or []


def _states_at_the_table(answer: dict) -> dict:
    """The step that states an action on a pile or hand the engine does not hold, for the
    judge to carry out, with nothing of the card left unapplied."""
    step = next(s for s in answer["steps"] if any(c.get("op") in PILE_OPS for c in s["changes"]))
    assert answer["warnings"] == [], answer["warnings"]
    return step


def _special(character: str, text: str) -> dict:
    return {"special": {"character": character, "name": "Zap", "text": text}}
