"""Criminal Underworld service cards as abilities in content (CU-SERV-01..05, CU-R-16, CU-R-17):
each card's `play bought[, target …] [when …]: …` is what buying it does; its targets are the
buyer's decisions among what its filters admit; the heuristic player judges a service by what its
ability would do, whatever the card is called. Played on the engine with scripted seats."""
from __future__ import annotations

import copy
import dataclasses

from runtime.games.criminal_underworld import CriminalUnderworldGame, services
from runtime.games.criminal_underworld.heuristic import HeuristicPlayer
from runtime.players import RandomPlayer
from tests.criminal_underworld_support import PACK, hand, money, new_game, place, script, turn, veteran

NEUTRAL = ("velvet_room", "static_collective")      # abilities that touch no attack, trade or heist here
SERVICES = ("repair_crew_1", "repair_crew_2", "inside_man", "contract_hit", "fresh_connections")


def english(card_id: str) -> list[str]:
    return [PACK.ability_text(r) for r in PACK.abilities.get(card_id, ())]


def asked(g, p: int, kind: str) -> list:
    """Record the options of every `kind` decision seat p is asked (a wrapper around its player)."""
    seen: list = []
    inner = g.players[p]

    class Watch:
        def __getattr__(self, name):
            return getattr(inner, name)

        def choose(self, d):
            if d.kind == kind:
                seen.append(list(d.options))
            return inner.choose(d)
    g.players[p] = Watch()
    return seen


def test_cu_serv_03_every_service_card_is_a_played_ability_not_a_data_field():
    for cid in SERVICES:
        data = next(d for d in PACK.cards if d["id"] == cid)
        assert "service" not in data and "amount" not in data
        recs = PACK.abilities[cid]
        assert len(recs) == 1 and recs[0].special and recs[0].timing == "bought"
    assert english("repair_crew_1") == [
        "When bought: your headquarters gets 40 power back, never above its starting power."]
    assert english("inside_man") == ["When bought: choose a rival's card that is a placed defence and discard it."]
    assert english("contract_hit") == [
        "When bought, if you may attack: choose a rival's Organisation and it takes 30 damage, past its defences."]
    assert english("fresh_connections") == ["When bought: discard your hand and draw a new one."]


def test_cu_serv_03_repair_crew_gives_40_power_back_to_the_buyers_headquarters():
    g = new_game(2, orgs=NEUTRAL)
    g.hq(0).hp, g.hq(1).hp = 50, 50
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["buy", "discard", "discard", "end"], buy=["repair_crew_1"])
    turn(g, 0)
    assert g.hq(0).hp == 90 and g.hq(1).hp == 50 and g.seats[0].money == 150
    assert "The Velvet Room gets 40 power back (power 50 -> 90)" in g.log.text()
    assert g.state.by_id["repair_crew_1"].zone == "spent" and g.tally[0]["buy_repair"] == 1


def test_cu_serv_03_inside_man_offers_exactly_the_rivals_placed_defences():
    g = new_game(3, orgs=NEUTRAL + ("castellane_family",))
    money(g, 0, 500)
    place(g, 0, g.hq(0), "shutters_1", "left")                 # his own: never offered
    place(g, 1, g.hq(1), "muscle_1", "top")
    g.state.move(g.state.by_id["laundromat"], "play", 2)        # a business of P3's, guarded by a dual
    g.state.by_id["laundromat"].hp = g.state.by_id["laundromat"].power
    place(g, 2, g.state.by_id["laundromat"], "armoured_van_1", "right")
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["buy", "discard", "discard", "end"], buy=["inside_man"], service_target=["armoured_van_1"])
    offered = asked(g, 0, "service_target")
    turn(g, 0)
    assert [c.id for c in offered[0]] == ["muscle_1", "armoured_van_1"]
    assert g.state.by_id["armoured_van_1"].zone == "discard" and not g.defences_on(g.state.by_id["laundromat"])
    assert g.state.by_id["muscle_1"].zone == "play" and g.state.by_id["shutters_1"].zone == "play"
    assert "Armoured Van is removed from The Suds Laundromat (P3) and discarded" in g.log.text()


def test_cu_serv_03_cu_r_20_a_teammates_defences_and_headquarters_are_no_targets():
    g = new_game(4, orgs=NEUTRAL, house_rules=("teams",))
    veteran(g, 0)
    g.seats[0].turns += 1
    money(g, 0, 1000)
    mate = next(q for q in range(1, 4) if g.seats[q].team == g.seats[0].team)
    place(g, mate, g.hq(mate), "muscle_1", "top")
    assert "inside_man" not in {c.id for c in services.buyable(g, 0)}      # CU-R-17: no rival defence
    choices = services.choices(g, 0, g.state.by_id["contract_hit"])
    assert sorted(c["h"].owner for c in choices) == sorted(g.rivals(0)) and mate not in g.rivals(0)


def test_cu_serv_03_cu_r_16_contract_hit_strikes_a_rival_headquarters_past_its_defences():
    g = new_game(3, orgs=NEUTRAL + ("castellane_family",))
    veteran(g, 0)
    g.seats[0].turns += 1
    money(g, 0, 500)
    place(g, 2, g.hq(2), "shutters_1", "top")
    g.state.move(g.state.by_id["casino"], "play", 2)            # businesses are not its targets
    g.state.by_id["casino"].hp = g.state.by_id["casino"].power
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["buy", "discard", "discard", "end"], buy=["contract_hit"],
           service_target=[g.hq(2).id])
    offered = asked(g, 0, "service_target")
    turn(g, 0)
    assert offered[0] == [g.hq(1), g.hq(2)]
    assert g.hq(2).hp == g.hq(2).power - 30 and g.state.by_id["shutters_1"].hp == 25
    assert "30 damage to P3's headquarters The Castellane Family" in g.log.text() and g.tally[0]["buy_hit"] == 1


def test_cu_serv_03_fresh_connections_discards_the_hand_and_draws_a_new_one():
    g = new_game(2, orgs=NEUTRAL)
    hand(g, 0, "powder_1", "powder_2", "pipe_bomb_1")
    before = len(g.state.zones["discard"])
    script(g, 0, action=["buy", "discard", "discard", "end"], buy=["fresh_connections"])
    turn(g, 0)
    assert all(g.state.by_id[c].zone == "discard" for c in ("powder_1", "powder_2", "pipe_bomb_1"))
    assert len(g.seats[0].hand) == 5 and len(g.state.zones["discard"]) == before + 3 + 2
    assert "discards his hand (3 cards) and draws a new one" in g.log.text()


def _swapped_pack(card_id: str, ability_of: str):
    """The pack with `card_id`'s ability replaced by `ability_of`'s (the card keeps its name)."""
    pack = copy.copy(PACK)
    rec = dataclasses.replace(PACK.abilities[ability_of][0], card=card_id)
    pack.abilities = dict(PACK.abilities, **{card_id: (rec,)})
    return pack


def test_cu_serv_03_the_heuristic_judges_a_service_by_what_its_ability_would_do():
    # A "Repair Crew" whose ability is the contract hit: bought to finish a rival, at full health.
    players = [HeuristicPlayer(0), RandomPlayer(1)]
    g = CriminalUnderworldGame(PACK, players, seed=2, log=True)
    g.setup()
    g.pack = _swapped_pack("repair_crew_1", "contract_hit")
    veteran(g, 0)
    g.seats[0].turns += 1
    money(g, 0, 400)
    g.hq(1).hp = 25
    turn(g, 0)
    assert not g.seats[1].alive and g.winners == [0]
    assert g.state.by_id["repair_crew_1"].zone == "spent" and g.state.by_id["contract_hit"].zone == "market"
    # The real Repair Crew is not bought at full health (nothing to repair), nor the hit with no kill in reach.
    g = CriminalUnderworldGame(PACK, [HeuristicPlayer(0), RandomPlayer(1)], seed=2, log=False)
    g.setup()
    veteran(g, 0)
    g.seats[0].turns += 1
    money(g, 0, 200)
    hand(g, 0, "powder_1", "powder_2")
    turn(g, 0)
    row = {c.id for c in g.market.offered(g.state)}
    assert {"repair_crew_1", "repair_crew_2", "contract_hit"} <= row
    assert not g.tally[0].get("buy_repair") and not g.tally[0].get("buy_hit")


def test_cu_serv_04_random_players_buy_every_service_and_pick_its_targets():
    bought: dict = {}
    for seed in range(1, 9):
        g = CriminalUnderworldGame(PACK, [RandomPlayer(seed * 10 + i) for i in range(3)], seed=seed,
                                   check_invariants=True, log=False)
        g.run()
        for counts in g.tally.values():
            for k, v in counts.items():
                if k.startswith("buy_"):
                    bought[k] = bought.get(k, 0) + v
    assert set(bought) == {"buy_repair", "buy_sabotage", "buy_hit", "buy_restock"}


def test_cu_serv_04_the_search_player_buys_services_in_its_search():
    from runtime import session
    from runtime.players.search import SearchPlayer
    kinds: list = []

    class Watched(SearchPlayer):
        def choose(self, d):
            kinds.append(d.kind)
            return super().choose(d)
    g = session.new_game(PACK, 2, 3, seats={1: "random", 2: "random"}, check=True)
    g.players = [Watched(seed=1, iterations=6), RandomPlayer(2)]
    g.run(max_turns=14)
    assert g.outcome in ("stopped", "win") and "buy" in kinds
    assert any(k.startswith("buy_") for k in g.tally.get(0, {})), g.tally


def test_cu_var_05_services_still_act_when_organisations_abilities_are_off():
    g = new_game(2, orgs=NEUTRAL, house_rules=("no_abilities",))
    g.hq(0).hp = 50
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["buy", "discard", "discard", "end"], buy=["repair_crew_2"])
    turn(g, 0)
    assert g.hq(0).hp == 90 and g.state.by_id["repair_crew_2"].zone == "spent"


def test_cu_r_17_a_service_card_without_an_ability_is_never_for_sale():
    g = new_game(2, orgs=NEUTRAL)
    g.pack = copy.copy(PACK)
    g.pack.abilities = dict(PACK.abilities, fresh_connections=())
    money(g, 0, 1000)
    assert "fresh_connections" not in {c.id for c in services.buyable(g, 0)}
    assert "repair_crew_1" in {c.id for c in services.buyable(g, 0)}
