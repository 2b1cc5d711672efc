"""The board Reader's reading of a player's side: characters, hand and piles, missions, battlesite and the whole board."""

from __future__ import annotations

from typing import Any

from rules.engine.board_model import (
    Battlesite,
    Board,
    CardUse,
    Character,
    Effect,
    Player,
    home_base_effects,
)
from rules.engine.cards import POWER_TYPES, CardDef, Grid
from rules.engine.clauses import clauses_of
from rules.engine.state_limits import (
    MAX_RATING,
    PLAYERS,
    InputError,
)
from rules.engine.venture_history import OUTCOMES

#: How many traits a character may be given.
MAX_TRAITS = 10


class PlayersReaderMixin:
    def character(self, data: Any, path: str, player: str, position: str) -> Character | None:
        c = self.obj(data, path)
        if c is None:
            return None
        cid = c.get("id")
        if not isinstance(cid, str) or not cid.strip():
            self.bad(f"{path}.id", "must be a non-empty string")
            return None
        if cid in ("battlesite", "home_base"):
            self.bad(f"{path}.id", "battlesite and home_base are reserved words")
        name = c.get("name")
        grid: dict[str, int | None] = {}
        inherent = c.get("inherent") or ""
        code = ""
        base: CardDef | None = None
        if "card" in c:
            ref = self.text(c["card"], f"{path}.card")
            base = self.find(ref, f"{path}.card", "character") if ref else None
            if base is not None and base.kind != "character":
                self.bad(f"{path}.card", f"{base.name!r} is a {base.kind} card, not a character")
                base = None
        stored_inherent = None
        if base is not None:
            name = name or base.name
            grid = (base.grid or Grid()).as_dict()
            if not inherent and base.inherent:
                inherent = base.inherent
                # A catalogue character's effect tree is its inherent text, parsed on import.
                stored_inherent = base.effect
            code = base.alignment
        if "grid" in c:
            g = self.obj(c["grid"], f"{path}.grid")
            if g is not None:
                for key in g:
                    if key not in POWER_TYPES:
                        self.bad(f"{path}.grid.{key}", "is not a power type")
                for t in POWER_TYPES:
                    if g.get(t) is None:
                        grid.setdefault(t, None)
                        continue
                    grid[t] = self.int_in(g.get(t), f"{path}.grid.{t}", 0, MAX_RATING)
        elif base is None and "card" not in c:
            self.bad(f"{path}.grid", "is required for an inline character")
        for t in POWER_TYPES:
            grid.setdefault(t, None)
        inherent_clauses: list[dict[str, Any]] = []
        inherent_tree = None
        if c.get("inherent_effect") is None and stored_inherent is not None:
            inherent_tree = stored_inherent
        elif c.get("inherent_effect") is not None or (inherent and self.parse):
            inherent_tree = self.effect_for(inherent, f"{path}.inherent", c.get("inherent_effect"))
        if inherent_tree is not None:
            inherent_clauses = clauses_of(inherent_tree)
        threshold = c.get("ko_threshold")
        if threshold is not None:
            threshold = self.int_in(threshold, f"{path}.ko_threshold", 1, 99)
        ch = Character(
            id=cid.strip(),
            name=str(name or cid),
            player=player,
            grid=grid,
            inherent=str(inherent),
            inherent_clauses=inherent_clauses,
            inherent_tree=inherent_tree,
            ko_threshold=threshold,
            spectrum=bool(c.get("spectrum", True)),
            position=position,
            remains_after_ko=bool(c.get("remains_after_ko", False)),
            code=self.code(c.get("code"), f"{path}.code") or code,
            raw={k: v for k, v in c.items() if k not in ("ko", "ko_kind")},
        )
        if c.get("traits") is not None:
            ch.traits = self.traits(c["traits"], f"{path}.traits")
        if c.get("ko"):
            ch.ko = True
            ch.removed = True
            ch.ko_kind = c.get("ko_kind")
        lasting = [x for x in inherent_clauses if x.get("kind") != "ko_threshold"]
        if lasting:
            ch.inherent_effect = Effect(
                card=CardUse(
                    defn=CardDef(
                        name=f"{ch.name} (inherent ability)", kind="inherent", text=str(inherent)
                    ),
                    path=f"{path}.inherent",
                    source="in_play",
                ),
                player=player,
                by=ch.id,
                target=None,
                duration="game",
                clauses=lasting,
                order=-2000,
                path=f"{path}.inherent",
            )
        ch.hits.extend(self.each(c.get("hits"), f"{path}.hits", self.hit))
        for use in self.each(
            c.get("placed"), f"{path}.placed", lambda x, at: self.card(x, at, "placed")
        ):
            use.source = "placed"
            ch.placed.append(use)
        for i, e in enumerate(self.lst(c.get("in_play"), f"{path}.in_play")):
            eff = self.effect(e, f"{path}.in_play.{i}", player, -1000 + i)
            if eff:
                eff.target = eff.target or ch.id
                ch.in_play.append(eff)
        return ch

    def player(self, data: Any, path: str, pid: str) -> Player | None:
        p = self.obj(data, path)
        if p is None:
            return None
        if "front_line" not in p:
            self.bad(f"{path}.front_line", "is required")
        front_raw = self.lst(p.get("front_line"), f"{path}.front_line")
        if len(front_raw) > 4:
            self.bad(f"{path}.front_line", "holds at most four characters")
        front = [
            ch
            for i, c in enumerate(front_raw)
            if (ch := self.character(c, f"{path}.front_line.{i}", pid, "front_line"))
        ]
        reserve = None
        if p.get("reserve") is not None:
            reserve = self.character(p["reserve"], f"{path}.reserve", pid, "reserve")
        defeated = self.defeated(p.get("defeated"), f"{path}.defeated", pid)
        home = None
        if p.get("home_base") is not None:
            home = self.card(p["home_base"], f"{path}.home_base", "home_base")
        site = None
        if p.get("battlesite") is not None:
            site = self.battlesite(p["battlesite"], f"{path}.battlesite", pid)
        missions = self.missions(p.get("missions"), f"{path}.missions")
        mission = self.text(p.get("mission"), f"{path}.mission", required=False)
        last = p.get("last_venture")
        if last is not None and last not in OUTCOMES:
            self.bad(f"{path}.last_venture", "must be won or lost (the venture last battle)")
            last = None
        ventured = None
        if p.get("ventured") is not None:
            v = self.obj(p["ventured"], f"{path}.ventured")
            if v is not None:
                ventured = {}
                for k, n in v.items():
                    if k not in ("reserve", "completed"):
                        self.bad(
                            f"{path}.ventured.{k}",
                            "missions are ventured from reserve or completed",
                        )
                        continue
                    got = self.int_in(n, f"{path}.ventured.{k}", 0, 7)
                    if got is not None:
                        ventured[k] = got
        hand = None
        if p.get("hand") is not None:
            hand = self.each(p["hand"], f"{path}.hand", lambda x, at: self.card(x, at, "hand"))
        for flag in ("passed", "conceded"):
            if p.get(flag) is not None and not isinstance(p.get(flag), bool):
                self.bad(f"{path}.{flag}", "must be true or false")
        raw = {
            k: v
            for k, v in p.items()
            if k not in ("front_line", "reserve", "battlesite", "defeated")
        }
        return Player(
            id=pid,
            front_line=front,
            reserve=reserve,
            home_base=home,
            battlesite=site,
            missions=missions,
            mission=mission,
            last_venture=last,
            ventured=ventured,
            hand=hand,
            passed=bool(p.get("passed", False)),
            conceded=bool(p.get("conceded", False)),
            raw=raw,
            defeated=defeated,
        )

    def defeated(self, data: Any, path: str, pid: str) -> list[Character]:
        """The KO'd characters of a player's Defeated Characters pile (OR.ko.effects)."""
        items = self.lst(data, path)
        if len(items) > 4:
            self.bad(path, "holds at most four characters (a team has four)")
        out = []
        for i, c in enumerate(items):
            ch = self.character(c, f"{path}.{i}", pid, "defeated")
            if ch is not None:
                ch.ko = ch.removed = True
                out.append(ch)
        return out

    def traits(self, data: Any, path: str) -> tuple[str, ...]:
        """A character's traits: a list of short words ("male", "female", ...)."""
        if not isinstance(data, list) or len(data) > MAX_TRAITS:
            self.bad(path, f"must be a list of at most {MAX_TRAITS} words")
            return ()
        out = [self.text(t, f"{path}.{i}") for i, t in enumerate(data)]
        return tuple(t.lower() for t in out if t)

    def missions(self, data: Any, path: str) -> dict[str, int] | None:
        if data is None:
            return None
        m = self.obj(data, path)
        if m is None:
            return None
        out = {}
        for k in ("reserve", "completed", "defeated"):
            n = self.int_in(m.get(k, 0), f"{path}.{k}", 0, 7)
            out[k] = n or 0
        for k in m:
            if k not in out:
                self.bad(f"{path}.{k}", "the mission piles are reserve, completed and defeated")
        if sum(out.values()) != 7:
            self.bad(path, "a mission has seven cards across the three piles")
        return out

    def battlesite(self, data: Any, path: str, pid: str) -> Battlesite | None:
        b = self.obj(data, path)
        if b is None:
            return None
        name = b.get("name") or b.get("card") or "Battlesite"
        site = Battlesite(
            id=str(b.get("id") or f"{pid}.battlesite"), name=str(name), player=pid, raw=dict(b)
        )
        if b.get("ko"):
            site.ko = True
        site.hits.extend(self.each(b.get("hits"), f"{path}.hits", self.hit))
        site.specials.extend(
            self.each(
                b.get("specials"), f"{path}.specials", lambda x, at: self.card(x, at, "battlesite")
            )
        )
        return site

    def code(self, value: Any, path: str) -> str:
        """A character's hero/villain code as given: hero, villain (or H, V), or none for a
        character printed without one (OR.character); "" when not given."""
        if value is None or value == "":
            return ""
        word = str(value).strip().lower() if isinstance(value, str) else ""
        found = {"h": "hero", "v": "villain"}.get(word, word)
        if found not in ("hero", "villain", "none"):
            self.bad(path, "must be hero, villain or none (printed without a code)")
            return ""
        return found

    def board(self, data: Any, path: str = "state") -> Board:
        s = self.obj(data, path)
        if s is None:
            self.check()
            raise InputError([(path, "must be an object")])
        players_raw = self.obj(s.get("players"), f"{path}.players") or {}
        players: dict[str, Player] = {}
        for pid in PLAYERS:
            if pid not in players_raw:
                self.bad(f"{path}.players.{pid}", "is required")
                continue
            p = self.player(players_raw[pid], f"{path}.players.{pid}", pid)
            if p:
                players[pid] = p
        for key in players_raw:
            if key not in PLAYERS:
                self.bad(f"{path}.players.{key}", "players are A and B")
        turn = s.get("turn", "A")
        if turn not in PLAYERS:
            self.bad(f"{path}.turn", "must be A or B")
        in_play = []
        for i, e in enumerate(self.lst(s.get("in_play"), f"{path}.in_play")):
            eff = self.effect(e, f"{path}.in_play.{i}", str(turn), -500 + i)
            if eff:
                in_play.append(eff)
        in_play.extend(home_base_effects(players))
        self.check()
        board = Board(players=players, turn=turn, in_play=in_play)
        seen: dict[str, str] = {}
        for pid, p in players.items():
            for section, chars in (("front_line", p.front_line), ("defeated", p.defeated)):
                for i, c in enumerate(chars):
                    where = f"{path}.players.{pid}.{section}.{i}.id"
                    if c.id in seen:
                        self.bad(where, f"id {c.id!r} is used twice (also at {seen[c.id]})")
                    seen[c.id] = where
            if p.reserve:
                where = f"{path}.players.{pid}.reserve.id"
                if p.reserve.id in seen:
                    self.bad(
                        where, f"id {p.reserve.id!r} is used twice (also at {seen[p.reserve.id]})"
                    )
                seen[p.reserve.id] = where
        for e in board.all_effects():
            for attr in ("by", "target"):
                ref = getattr(e, attr)
                if ref is not None and ref not in seen and ref != "battlesite":
                    self.bad(f"{e.path}.{attr}", f"no character with id {ref!r}")
        if s.get("passes") is not None:
            board.passes = self.int_in(s.get("passes"), f"{path}.passes", 0, 1) or 0
        if s.get("code_rule") is not None:
            if not isinstance(s["code_rule"], bool):
                self.bad(f"{path}.code_rule", "must be true or false")
            else:
                board.code_rule = s["code_rule"]
                for char in board.characters():
                    char.code_rule = board.code_rule
        self.check()
        return board
