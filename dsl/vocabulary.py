"""The one vocabulary of the effect language.

Every name a designer may write — events, card stats, rule parameters,
selectors, properties, effects — is declared here once, with its type, its
arguments, the runtime method that implements it, a description and an
example. The checker resolves names and types against this table, the code
generator emits calls to the runtime methods it names, the runtime's Ctx
implements exactly these methods (a test keeps the two in step), and
docs/effect-language.md shows these tables (a test keeps the doc in step).

This module is pure data: it imports nothing from the compiler or runtime.
"""
from __future__ import annotations

from dataclasses import dataclass, field

# --- types -------------------------------------------------------------------
# Scalar value types. A `set[...]` type is written "set:crook" and so on.
NUMBER = "number"        # a plain count or bonus
MONEY = "money"          # G
UNHAPPY = "unhappy"      # Unhappy markers
POWER_MARK = "power_marker"
INCOME_MARK = "income_marker"
BOOL = "bool"
CROOK = "crook"
RACKET = "racket"
MOB = "mob"
SPECIAL = "special"
CARD = "card"            # any of crook, racket, mob, special
PLAYER = "player"
DISTRICT = "district"
RACKET_TYPE = "racket_type"
ATTACK_KIND = "attack_kind"
ATTACK = "attack"


def set_of(t: str) -> str:
    return "set:" + t


# Which types a value of one type may stand for (a crook is a card).
SUBTYPES: dict[str, frozenset[str]] = {
    CARD: frozenset({CARD, CROOK, RACKET, MOB, SPECIAL}),
}

# Marker kinds an `add`/`remove` effect may name, with the type of their amount.
MARKERS: dict[str, str] = {
    "unhappy": UNHAPPY,
    "power": POWER_MARK,
    "income": INCOME_MARK,
}

ATTACK_KINDS = ("recruit", "takeover", "hit")


@dataclass(frozen=True)
class Entry:
    name: str                 # as the designer writes it
    kind: str                 # event | stat | param | attack_stat | selector | property | effect | function
    type: str                 # result type (or the subject type for stats)
    runtime: str              # method name on the runtime's Ctx (or event/stat key)
    doc: str
    example: str
    args: tuple[tuple[str, str], ...] = ()   # (argument name, type)
    applies_to: tuple[str, ...] = ()         # for stats/properties: subject types
    fields: tuple[tuple[str, str], ...] = () # for events: payload fields and their types


def _e(*args, **kw) -> Entry:
    return Entry(*args, **kw)


# --- events: what a triggered ability can listen to ---------------------------
EVENTS: dict[str, Entry] = {e.name: e for e in [
    _e("turn_start", "event", "", "turn_start", "A player's turn begins (before income).",
       "on turn_start: if owner is active_player then gain 1 G",
       fields=(("player", PLAYER),)),
    _e("income", "event", "", "income", "A player has collected income from his Rackets.",
       "on income: if event.player is owner then gain 1 G",
       fields=(("player", PLAYER), ("amount", MONEY))),
    _e("turn_end", "event", "", "turn_end", "A player's turn ends (after retokening).",
       "on turn_end: ...", fields=(("player", PLAYER),)),
    _e("attack_announced", "event", "", "attack_announced", "An attack has been announced.",
       "on attack_announced: if attack.target is self then ...",
       fields=(("attack", ATTACK), ("player", PLAYER))),
    _e("attack_succeeded", "event", "", "attack_succeeded", "An attack of any kind succeeded.",
       "on attack_succeeded: ...", fields=(("attack", ATTACK), ("player", PLAYER))),
    _e("attack_failed", "event", "", "attack_failed", "An attack of any kind failed (the dice were rolled).",
       "on attack_failed: ...", fields=(("attack", ATTACK), ("player", PLAYER))),
    _e("crook_recruited", "event", "", "crook_recruited", "A Crook joined a Mob by recruitment.",
       "on crook_recruited: if event.player is owner then gain 2 G",
       fields=(("crook", CROOK), ("player", PLAYER), ("attack", ATTACK))),
    _e("racket_taken_over", "event", "", "racket_taken_over", "A Racket changed hands by takeover.",
       "on racket_taken_over: if event.player is owner and event.racket.district is old_town then remove 1 unhappy from self",
       fields=(("racket", RACKET), ("player", PLAYER), ("attack", ATTACK))),
    _e("hit_succeeded", "event", "", "hit_succeeded", "A hit killed its target.",
       "on hit_succeeded: if attack.leader is self then gain 2 G",
       fields=(("crook", CROOK), ("player", PLAYER), ("attack", ATTACK))),
    _e("unhappy_added", "event", "", "unhappy_added", "An Unhappy marker was put on a Crook.",
       "on unhappy_added: if event.crook is self then gain 1 G",
       fields=(("crook", CROOK), ("player", PLAYER))),
    _e("crook_discarded", "event", "", "crook_discarded", "A Crook was discarded (killed or left town).",
       "on crook_discarded: ...", fields=(("crook", CROOK), ("player", PLAYER))),
]}

# --- card stats a static modifier may change ----------------------------------
STATS: dict[str, Entry] = {e.name: e for e in [
    _e("power", "stat", NUMBER, "power", "A Crook's or Racket's Power.",
       "modify power of self by 1", applies_to=(CROOK, RACKET)),
    _e("resistance", "stat", NUMBER, "resistance", "Resistance to recruitment or takeover.",
       "modify resistance of crooks of owner by 3", applies_to=(CROOK, RACKET)),
    _e("income", "stat", MONEY, "income", "What a Racket earns each turn.",
       "modify income of rackets of owner where it.type is protection by 2", applies_to=(RACKET,)),
    _e("pay", "stat", MONEY, "pay", "What a Crook must be paid each turn (his total Power unless changed).",
       "set pay of self to 0", applies_to=(CROOK,)),
]}

# --- rule parameters a static modifier may change, per player -------------------
PARAMS: dict[str, Entry] = {e.name: e for e in [
    _e("draw_count", "param", NUMBER, "draw_count", "Cards a player draws at least, each turn (ruleset: min_draw).",
       "modify draw_count of owner by 1", applies_to=(PLAYER,)),
    _e("pass_bonus", "param", MONEY, "pass_bonus", "G a player gets for passing (ruleset: pass_bonus).",
       "modify pass_bonus of owner by 5", applies_to=(PLAYER,)),
    _e("showdown_cap", "param", MONEY, "showdown_cap", "Most G an outsider may commit in a showdown (ruleset: showdown_outsider_cap).",
       "set showdown_cap of owner to 20", applies_to=(PLAYER,)),
]}

# --- attack quantities: changed for the attacks a scope selects ------------------
ATTACK_STATS: dict[str, Entry] = {e.name: e for e in [
    _e("hit", "attack_stat", NUMBER, "success", "The success number of hit attempts.",
       "modify hit by 5 for attacks involving self"),
    _e("recruit", "attack_stat", NUMBER, "success", "The success number of recruitment attempts.",
       "modify recruit by 2 for attacks by owner"),
    _e("takeover", "attack_stat", NUMBER, "success", "The success number of takeover attempts.",
       "modify takeover by 2 for attacks by owner where attack.target.district is harbor"),
    _e("attack", "attack_stat", NUMBER, "success", "The success number of every kind of attack.",
       "modify attack by 1 for attacks by owner"),
    _e("helpers", "attack_stat", NUMBER, "helpers", "How many Crooks may assist the attack (ruleset: recruit_helpers, hit_helpers).",
       "set helpers to 99 for attacks led by self where attack.kind is recruit"),
    _e("may_assist", "attack_stat", BOOL, "may_assist", "Whether this card may assist or defend the attacks selected, wherever it sits.",
       "set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"),
]}

# --- selectors and values -------------------------------------------------------
SELECTORS: dict[str, Entry] = {e.name: e for e in [
    _e("self", "selector", CARD, "this_card", "The card that holds the ability.", "discard self"),
    _e("owner", "selector", PLAYER, "owner", "The player who controls the card (for a Special: who holds it).", "gain 2 G"),
    _e("active_player", "selector", PLAYER, "active_player", "Whose turn it is.", "if owner is active_player then ..."),
    _e("players", "selector", set_of(PLAYER), "players", "Every player still in the game.", "count(players)"),
    _e("rivals", "selector", set_of(PLAYER), "rivals", "Every other player still in the game.", "for each p in rivals: ..."),
    _e("uncontrolled_crooks", "selector", set_of(CROOK), "uncontrolled_crooks", "Crooks in the uncontrolled area.", "count(uncontrolled_crooks)"),
    _e("uncontrolled_rackets", "selector", set_of(RACKET), "uncontrolled_rackets", "Rackets in the uncontrolled area.", "count(uncontrolled_rackets)"),
    # Added by the effect language: the attack an ability looks at, and every card in play.
    _e("attack", "selector", ATTACK, "current_attack", "The attack in question: the one being modified, the event's attack, or the attack in progress.", "attack.kind is hit"),
    _e("controlled_crooks", "selector", set_of(CROOK), "controlled_crooks", "Every Crook in any Mob.", "count(controlled_crooks)"),
    _e("controlled_rackets", "selector", set_of(RACKET), "controlled_rackets", "Every Racket any player controls.", "count(controlled_rackets)"),
]}

FUNCTIONS: dict[str, Entry] = {e.name: e for e in [
    _e("crooks of", "function", set_of(CROOK), "crooks_of", "Every Crook a player controls.", "crooks of owner", args=(("player", PLAYER),)),
    _e("rackets of", "function", set_of(RACKET), "rackets_of", "Every Racket a player controls.", "rackets of owner", args=(("player", PLAYER),)),
    _e("boss of", "function", CROOK, "boss_of", "A player's Boss.", "boss of owner", args=(("player", PLAYER),)),
    _e("lieutenants of", "function", set_of(CROOK), "lieutenants_of", "The Crooks next to a player's Boss.", "lieutenants of owner", args=(("player", PLAYER),)),
    _e("superior of", "function", CROOK, "superior_of", "The Crook directly above a Crook (none for a Boss).", "superior of self", args=(("crook", CROOK),)),
    _e("subordinates of", "function", set_of(CROOK), "subordinates_of", "The Crooks directly below a Crook.", "subordinates of self", args=(("crook", CROOK),)),
    _e("below", "function", set_of(CROOK), "below", "Every Crook anywhere below a Crook.", "below(self)", args=(("crook", CROOK),)),
    _e("count", "function", NUMBER, "count", "How many items a selection holds.", "count(rackets of owner)", args=(("items", "set:any"),)),
    _e("roll", "function", NUMBER, "roll", "Roll that many six-sided dice and add them (the game's seeded dice).", "roll(1)", args=(("dice", NUMBER),)),
    _e("max", "function", "same", "max_of", "The larger of two quantities of the same type.", "max(5 G, 5 * r.income)", args=(("a", "any"), ("b", "any"))),
    _e("min", "function", "same", "min_of", "The smaller of two quantities of the same type.", "min(3, self.unhappy)", args=(("a", "any"), ("b", "any"))),
]}

PROPERTIES: dict[str, Entry] = {e.name: e for e in [
    _e("power", "property", NUMBER, "power", "Current Power, markers and modifiers included.", "self.power", applies_to=(CROOK, RACKET)),
    _e("resistance", "property", NUMBER, "resistance", "Current Resistance.", "it.resistance", applies_to=(CROOK, RACKET)),
    _e("income", "property", MONEY, "income", "Current income.", "event.racket.income", applies_to=(RACKET,)),
    _e("district", "property", DISTRICT, "district", "The district a Racket lies in.", "it.district is harbor", applies_to=(RACKET,)),
    _e("type", "property", RACKET_TYPE, "racket_type", "A Racket's type.", "it.type is gambling", applies_to=(RACKET,)),
    _e("weakness", "property", RACKET_TYPE, "weakness", "A Crook's Weakness (a Racket type).", "it.type is self.weakness", applies_to=(CROOK,)),
    _e("unhappy", "property", UNHAPPY, "unhappy", "Unhappy markers on a Crook.", "self.unhappy > 0", applies_to=(CROOK,)),
    _e("owner", "property", PLAYER, "owner_of", "Who controls a card (none when uncontrolled).", "attack.target.owner is owner", applies_to=(CARD,)),
    _e("is_boss", "property", BOOL, "is_boss", "Whether a Crook is his Mob's Boss.", "attack.target.is_boss", applies_to=(CROOK,)),
    _e("is_lieutenant", "property", BOOL, "is_lieutenant", "Whether a Crook sits next to his Boss.", "self.is_lieutenant", applies_to=(CROOK,)),
    _e("has_token", "property", BOOL, "has_token", "Whether a card still has its action token.", "self.has_token", applies_to=(CROOK, RACKET)),
    _e("money", "property", MONEY, "money", "A player's treasury.", "owner.money >= 10", applies_to=(PLAYER,)),
    _e("kind", "property", ATTACK_KIND, "attack_kind", "An attack's kind: recruit, takeover or hit.", "attack.kind is hit", applies_to=(ATTACK,)),
    _e("leader", "property", CARD, "attack_leader", "The card leading an attack.", "attack.leader is self", applies_to=(ATTACK,)),
    _e("target", "property", CARD, "attack_target", "The card an attack is aimed at.", "attack.target is superior of self", applies_to=(ATTACK,)),
    _e("attacker", "property", PLAYER, "attack_attacker", "The player making an attack.", "attack.attacker is owner", applies_to=(ATTACK,)),
    _e("defender", "property", PLAYER, "attack_defender", "The player whose card is attacked (none if uncontrolled).", "attack.defender is owner", applies_to=(ATTACK,)),
    _e("involved", "property", set_of(CARD), "attack_involved", "Every card that spent its token on the attacking side.", "self in attack.involved", applies_to=(ATTACK,)),
    _e("income_markers", "property", INCOME_MARK, "income_markers", "Income markers on a Racket.", "it.income_markers > 0", applies_to=(RACKET,)),
    _e("mob", "property", MOB, "mob_of", "A player's Mob card (none once he is out of the game). A card of the pack is named by its id.",
       "attack.attacker.mob is ironside_brotherhood", applies_to=(PLAYER,)),
]}

# --- effects --------------------------------------------------------------------
EFFECTS: dict[str, Entry] = {e.name: e for e in [
    _e("gain", "effect", "", "gain_money", "The owner (or the player named with `to`) takes G from the bank.",
       "gain 5 G", args=(("amount", MONEY), ("player", PLAYER))),
    _e("pay", "effect", "", "pay_money", "The owner (or the player named) pays G to the bank, as much as he has.",
       "pay 3 G", args=(("amount", MONEY), ("player", PLAYER))),
    _e("add", "effect", "", "add_markers", "Put markers (unhappy, power, income) on a card.",
       "add 1 unhappy to attack.target", args=(("amount", "marker"), ("card", CARD))),
    _e("remove", "effect", "", "remove_markers", "Take markers off a card (never below zero).",
       "remove 1 unhappy from self", args=(("amount", "marker"), ("card", CARD))),
    _e("draw", "effect", "", "draw_cards", "The owner draws cards as in the draw step.",
       "draw 1", args=(("count", NUMBER),)),
    _e("discard", "effect", "", "discard_card", "Discard a card (a Crook's subordinates are re-placed or go uncontrolled).",
       "discard target", args=(("card", CARD),)),
    _e("release", "effect", "", "release_card", "Send a controlled card to the uncontrolled area.",
       "release target", args=(("card", CARD),)),
    _e("take", "effect", "", "take_racket", "The owner takes a Racket (uncontrolled or a rival's).",
       "take target", args=(("racket", RACKET),)),
    _e("retoken", "effect", "", "retoken_card", "Give a card its action token back.",
       "retoken target", args=(("card", CARD),)),
    _e("cancel_attack", "effect", "", "cancel_attack", "The attack in progress is cancelled: it neither succeeds nor fails; tokens stay spent.",
       "cancel attack"),
    _e("boost_attack", "effect", "", "boost_attack", "Change the success number of the attack in progress.",
       "boost attack by 4", args=(("amount", NUMBER),)),
    # Added by the effect language for the base pack's Specials and house rules.
    _e("transfer", "effect", "", "transfer_money", "One player pays G to another, as much as he has.",
       "transfer 3 G from p to owner", args=(("amount", MONEY), ("payer", PLAYER), ("payee", PLAYER))),
    _e("move", "effect", "", "move_markers", "Move markers from one card to another (no more than the first holds).",
       "move 1 income from src to dst", args=(("amount", "marker"), ("source", CARD), ("destination", CARD))),
    _e("place", "effect", "", "place_crook", "The owner places an uncontrolled Crook in his Mob where he may legally go; if he fits nowhere he stays uncontrolled.",
       "place c", args=(("crook", CROOK),)),
    _e("reroll_attack", "effect", "", "reroll_attack", "Roll the dice of the attack in progress again; the new roll counts.",
       "reroll attack"),
    _e("win", "effect", "", "declare_winner", "The player named wins the game (game-scope abilities of house rules).",
       "win p", args=(("player", PLAYER),)),
    _e("choose", "effect", "", "choose_one", "The owner picks one item of a selection (None when it is empty); the effects after `:` run on it.",
       "choose c in crooks of owner where it.unhappy > 0: remove 1 unhappy from c", args=(("items", "set:any"),)),
]}

# Timing windows for activated abilities and Specials (CL-ACT-05).
TIMINGS: dict[str, str] = {
    "own_turn": "during the owner's own turn, between actions (the default)",
    "any_time": "at any time, also on another player's turn, but not inside an attack",
    "during_attack": "while an attack is in progress, after the showdown and before the roll",
    "response": "when an attack is announced against the owner's card",
    "after_roll": "while an attack is in progress, after its dice are rolled and before the outcome",
}

# Runtime helpers the code generator calls on its own; nobody writes them. A card
# id written as a name (`ironside_brotherhood`) compiles to the string literal,
# compared with `card_id` / `card_ids` of the other side; where a card itself is
# needed (an effect's or function's argument) it is looked up with `card_named`.
HELPERS: dict[str, Entry] = {e.name: e for e in [
    _e("card_id", "helper", "", "card_id", "The id of a card (None for none).", "ctx.card_id(card) == 'pier_rats'",
       args=(("card", CARD),)),
    _e("card_ids", "helper", "", "card_ids", "The ids of the cards of a selection.", "'pier_rats' in ctx.card_ids(cards)",
       args=(("items", "set:any"),)),
    _e("card_named", "helper", CARD, "card_named", "The card of this game with that id (None if it is not in the game).",
       "ctx.card_named('pier_rats')", args=(("id", "str"),)),
]}

ALL_TABLES: dict[str, dict[str, Entry]] = {
    "events": EVENTS, "stats": STATS, "params": PARAMS, "attack_stats": ATTACK_STATS,
    "selectors": SELECTORS, "functions": FUNCTIONS, "properties": PROPERTIES, "effects": EFFECTS,
}


def runtime_methods() -> set[str]:
    """Names the runtime's Ctx must implement (selectors, functions, properties, effects)."""
    names: set[str] = set()
    for table in (SELECTORS, FUNCTIONS, PROPERTIES, EFFECTS, HELPERS):
        names.update(e.runtime for e in table.values())
    return names
