"""Every ability of the base pack takes effect at least once (issue 13 item 3: what a card says is what it does).

Firings are counted with the engine's hook (`AbilityIndex.on_fire`: a
trigger's or an activated ability's effect run, a modifier changing a number
a rule used, runtime/abilities/rule_use.py), never by reading the transcript. Seeded games between random players
reach almost every ability; the few that games reach rarely or never get a
scripted position each (tests/fixtures/engine/scenario.py) with the pack's
own compiled records. The test names every ability that never fired.
"""
from __future__ import annotations

import os

import pytest

from runtime import session
from runtime.games.crime_lords import attacks, turn
from runtime.games.nothing_personal import actions as np_actions
from runtime.abilities import use_ability
from runtime.packs import load_generated
from tests import np_support
from tests.fixtures.engine.scenario import Table, card, crook, racket

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
PACK = load_generated(os.path.join(ROOT, "generated", "crime_lords"))
SEEDED_GAMES = 30


def every_ability() -> dict:
    """(card or house-rule id, file:line) -> record, for every ability the base pack compiles to."""
    out = {}
    for card_id, records in PACK.abilities.items():
        for rec in records:
            out[(card_id, rec.source)] = rec
    for rule in PACK.house_rules.values():
        for rec in rule.abilities:
            out[(rec.card, rec.source)] = rec
    return out


class Firings:
    def __init__(self):
        self.seen: dict = {}

    def hook(self, card, rec):
        key = (card.id if card is not None else rec.card, rec.source)
        self.seen[key] = self.seen.get(key, 0) + 1

    def watch(self, g):
        g.abil.on_fire = self.hook
        return g


def seeded_games(firings: Firings) -> None:
    for seed in range(1, SEEDED_GAMES + 1):
        n = 2 + seed % 5
        house = ("majority_victory",) if seed % 4 == 0 else ()      # the house rule with an ability
        g = session.new_game(PACK, n, seed, {i: "random" for i in range(1, n + 1)}, house, log=False)
        firings.watch(g).run()


def real(*ids) -> dict:
    """The base pack's own compiled abilities of these cards."""
    return {i: PACK.abilities[i] for i in ids}


# --- scripted positions for abilities seeded games reach rarely or never ------------------------
def scenario_cl_tko_02_resistance_of_own_rackets_of_a_type(firings: Firings) -> dict:
    """Cornelius Vane and City Hall Annex: income, and a takeover against a Racket of the type they protect."""
    cards = [crook("boss0", 6), crook("cornelius_vane", 4), crook("boss1", 6),
             racket("city_hall_annex", "old_town", "city_hall", income=3, resistance=7),
             racket("precinct", "old_town", "crooked_precinct"), racket("casino", "harbor", "gambling")]
    t = Table(cards, abilities=real("cornelius_vane", "city_hall_annex"))
    firings.watch(t.g)
    t.boss(0, "boss0"); t.sub(0, "cornelius_vane", "boss0", "n"); t.boss(1, "boss1")
    t.racket(0, "city_hall_annex"); t.racket(0, "precinct"); t.racket(0, "casino")
    before = dict(firings.seen)
    assert t.g.resistance(t.c("casino")) == 3 + 1
    assert t.g.resistance(t.c("precinct")) == 3 + 2
    assert t.g.income(t.c("casino")) == 2 + 1 and t.g.income(t.c("precinct")) == 2 + 1
    # The rules use those numbers (what makes a modifier fire): seat 0's income (CL-TURN-01), and a
    # takeover's success number against each of the two Rackets (CL-TKO-02); the reads above are the
    # test's own and count nothing.
    assert firings.seen == before
    turn.collect_income(t.g, 0)
    attacks.attack(t.g, 1, "takeover", t.c("boss1"), t.c("casino"))
    t.g.give_token(t.c("boss1"))
    attacks.attack(t.g, 1, "takeover", t.c("boss1"), t.c("precinct"))
    return t.g.pack.abilities


def scenario_cl_hit_03_a_bodyguard_shields_his_superior(firings: Firings) -> dict:
    """Paddy Quinlan: a hit on his superior is at -5."""
    cards = [crook("boss0", 6), crook("boss1", 6), crook("lieutenant", 5), crook("paddy_quinlan", 3, 5)]
    t = Table(cards, abilities=real("paddy_quinlan"))
    firings.watch(t.g)
    t.boss(0, "boss0"); t.boss(1, "boss1")
    t.sub(1, "lieutenant", "boss1", "n"); t.sub(1, "paddy_quinlan", "lieutenant", "n")
    a = attacks.attack(t.g, 0, "hit", t.c("boss0"), t.c("lieutenant"))
    assert ("paddy_quinlan (against)", -5) in a.parts
    return t.g.pack.abilities


def scenario_cl_act_04_cooked_books_puts_an_income_marker(firings: Firings) -> dict:
    """Cooked Books, played from the hand, puts a +1 Income marker on a Racket of its player (CL-TURN-01: income
    is printed income plus markers)."""
    cards = [crook("boss0", 6), crook("boss1", 6), racket("mine", "harbor", "gambling"),
             racket("theirs", "foundry", "numbers"), card("cooked_books", "special")]
    t = Table(cards, abilities=real("cooked_books"))
    firings.watch(t.g)
    t.boss(0, "boss0"); t.boss(1, "boss1")
    t.racket(0, "mine"); t.racket(1, "theirs")
    t.g.state.move(t.c("cooked_books"), "hand", 0)
    t.script(0, "ability_target", "mine")
    [rec] = PACK.abilities["cooked_books"]
    use_ability(t.g, 0, t.c("cooked_books"), rec)
    assert t.c("mine").income_markers == 1 and t.c("theirs").income_markers == 0
    return t.g.pack.abilities


def scenario_cl_tko_06_a_racket_an_ability_lets_defend_itself(firings: Firings) -> dict:
    """The Rackets whose ability lets them assist or defend a takeover in their own district: the
    rules already let a Racket with Power join its owner's side there (CL-TKO-06, ruling R-18), so
    the ability changes a takeover only when the Racket is its target and defends itself."""
    ids = sorted(i for i, recs in PACK.abilities.items()
                 if any(getattr(r, "stat", None) == "may_assist" for r in recs))
    cards = [crook("boss0", 6), crook("boss1", 6)] + [racket(i, "foundry", "street_gang", power=3) for i in ids]
    t = Table(cards, abilities=real(*ids))
    firings.watch(t.g)
    t.boss(0, "boss0"); t.boss(1, "boss1")
    for i in ids:
        t.racket(1, i)
    for i in ids:
        t.script(1, "defend_card", i)
        t.g.give_token(t.c("boss0"))
        a = attacks.attack(t.g, 0, "takeover", t.c("boss0"), t.c(i))
        assert t.c(i) in a.defending
    return real(*ids)


SCENARIOS = [scenario_cl_tko_02_resistance_of_own_rackets_of_a_type, scenario_cl_hit_03_a_bodyguard_shields_his_superior,
             scenario_cl_act_04_cooked_books_puts_an_income_marker,
             scenario_cl_tko_06_a_racket_an_ability_lets_defend_itself]


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda f: f.__name__)
def test_cl_scripted_position_fires_its_abilities(scenario):
    firings = Firings()
    written_for = scenario(firings)          # the base-pack abilities the position holds
    wanted = {(card_id, rec.source) for card_id, records in written_for.items() for rec in records}
    assert wanted and wanted <= set(firings.seen), f"not fired: {sorted(wanted - set(firings.seen))}"


def test_every_base_pack_ability_fires_in_seeded_games_or_scripted_positions():
    firings = Firings()
    seeded_games(firings)
    for scenario in SCENARIOS:
        scenario(firings)
    everything = every_ability()
    never = sorted(set(everything) - set(firings.seen))
    assert not never, "abilities that never fired: " + "; ".join(f"{card} ({source})" for card, source in never)
    assert set(firings.seen) <= set(everything)


# --- Criminal Underworld (issue 27): organisation, defence and service abilities ----------------
CU_PACK = load_generated(os.path.join(ROOT, "generated", "criminal_underworld"))


def test_cu_org_03_cu_def_08_cu_serv_03_every_criminal_underworld_ability_fires_in_seeded_games():
    """Seeded games between random players (2 to 6 seats, so every organisation leads some) reach
    every organisation ability, every defence ability and every service card's ability of the pack."""
    firings = Firings()
    for seed in range(1, SEEDED_GAMES + 1):
        n = 2 + seed % 5
        g = session.new_game(CU_PACK, n, seed, {i: "random" for i in range(1, n + 1)}, (), log=False)
        firings.watch(g).run()
    everything = {(card_id, rec.source) for card_id, records in CU_PACK.abilities.items() for rec in records}
    assert len(everything) == 6 + 3 * 4 + 5           # six organisations (one line each), twelve defences,
                                                      # five service cards
    never = sorted(everything - set(firings.seen))
    assert not never, "abilities that never fired: " + "; ".join(f"{card} ({source})" for card, source in never)


# --- Nothing Personal (issue 28): gangster powers and the positions' powers --------------------
NP_PACK = load_generated(os.path.join(ROOT, "generated", "nothing_personal"))


def test_np_gng_03_pos_01_crd_02_every_nothing_personal_ability_fires_in_seeded_games():
    """Seeded games between heuristic and random families (3 to 5) reach every gangster power
    (modifiers, the steady hand's trigger, actions), every position's power and every influence
    card's action (after placing, instead, any time, a whack's reactions)."""
    firings = Firings()
    for seed in range(1, SEEDED_GAMES + 1):
        n = 3 + seed % 3
        kinds = {i: ("heuristic" if (i + seed) % 2 else "random") for i in range(1, n + 1)}
        g = session.new_game(NP_PACK, n, seed, kinds, (), log=False)
        firings.watch(g).run()
    # A scripted move for a steady hand seeded games may miss: fails, then the free roll succeeds.
    for steady in ("gangster_sal_serra", "gangster_vinnie_fiore"):
        t = np_support.new_game(3)
        firings.watch(t)
        m = np_support.put(t, steady, "second_guy")
        t.place(0, m, 2)
        t.dice.load(1, 6)
        np_actions.make_move(t, 0, m, "racketeer")
        assert m.pos == "racketeer"
    # The hothead's +1 counts where a move is judged by its roll (NP-MOVE-02), which seeded games
    # may not reach with him (a player weighing his odds while deciding counts nothing).
    t = np_support.new_game(3)
    firings.watch(t)
    m = np_support.put(t, "gangster_teresa_marchetti", "second_guy")
    t.place(0, m, 2)
    t.dice.load(3)
    np_actions.make_move(t, 0, m, "racketeer")
    assert firings.seen.get(("gangster_teresa_marchetti", "nothing_personal/gangsters.yaml:197"))
    # A gangster's own action seeded games may miss (the one whose controller never had him act):
    # used from the Business phase's menu as the engine does.
    for actor in ("gangster_vinnie_rizzo",):
        t = np_support.new_game(3)
        firings.watch(t)
        m = np_support.put(t, actor, "first_guy")
        t.place(0, m, 2)
        rec = np_actions.first_usable(t, 0, m)
        assert rec is not None
        np_actions.use_action(t, 0, m, rec)
    everything = {(card_id, rec.source) for card_id, records in NP_PACK.abilities.items() for rec in records}
    assert len(everything) == 20 + 8 + 79             # powered gangsters, positions with a power, influence cards with an action
    never = sorted(everything - set(firings.seen))
    assert not never, "abilities that never fired: " + "; ".join(f"{card} ({source})" for card, source in never)


# --- Crime Wars (issue 26 item 2): bonus cards, snitches and the house rules' abilities ------------
CW_PACK = load_generated(os.path.join(ROOT, "generated", "crime_wars"))


def test_cw_face_02_cw_joker_03_cw_var_11_cw_var_16_every_crime_wars_ability_fires_in_seeded_games():
    """Seeded games between random players (2 to 4 teams; snitches play in two-team games) reach every
    bonus card's `drawn` trigger, both snitches' played ability, and the abilities of the house rules
    kingpins_only (CW-VAR-11) and murder_for_bounty (CW-VAR-16)."""
    firings = Firings()
    for seed in range(1, 19):
        n = 2 + seed % 3
        house = ("kingpins_only",) if seed % 6 == 1 else ("murder_for_bounty",) if seed % 6 == 2 else ()
        g = session.new_game(CW_PACK, n, seed, {i: "random" for i in range(1, n + 1)}, house, log=False)
        firings.watch(g).run()
    everything = {(card_id, rec.source) for card_id, records in CW_PACK.abilities.items() for rec in records}
    everything |= {(rec.card, rec.source) for rule in CW_PACK.house_rules.values() for rec in rule.abilities}
    assert len(everything) == 12 + 2 + 2 + 1        # bonus cards, snitches, kingpins only, murder for bounty
    never = sorted(everything - set(firings.seen))
    assert not never, "abilities that never fired: " + "; ".join(f"{card} ({source})" for card, source in never)
    assert set(firings.seen) <= everything
