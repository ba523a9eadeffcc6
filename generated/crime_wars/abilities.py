"""Compiled abilities of the `crime_wars` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_wars/ and build again.
"""

from runtime import api


# crime_wars/bonuses.yaml:15
def spades_jack_0_condition(ctx, event):
    """on drawn: raise attack by 1 to event.recipient"""
    return True


# crime_wars/bonuses.yaml:15
def spades_jack_0_effect(ctx, event):
    ctx.raise_attack(1, event.recipient)


# crime_wars/bonuses.yaml:21
def spades_queen_0_condition(ctx, event):
    """on drawn: raise defence by 1 to event.recipient"""
    return True


# crime_wars/bonuses.yaml:21
def spades_queen_0_effect(ctx, event):
    ctx.raise_defence(1, event.recipient)


# crime_wars/bonuses.yaml:27
def spades_ace_0_condition(ctx, event):
    """on drawn: gain 1000 dollars to event.recipient"""
    return True


# crime_wars/bonuses.yaml:27
def spades_ace_0_effect(ctx, event):
    ctx.gain_money(1000, event.recipient)


# crime_wars/bonuses.yaml:33
def hearts_jack_0_condition(ctx, event):
    """on drawn: raise attack by 1 to event.recipient"""
    return True


# crime_wars/bonuses.yaml:33
def hearts_jack_0_effect(ctx, event):
    ctx.raise_attack(1, event.recipient)


# crime_wars/bonuses.yaml:39
def hearts_queen_0_condition(ctx, event):
    """on drawn: raise defence by 1 to event.recipient"""
    return True


# crime_wars/bonuses.yaml:39
def hearts_queen_0_effect(ctx, event):
    ctx.raise_defence(1, event.recipient)


# crime_wars/bonuses.yaml:45
def hearts_ace_0_condition(ctx, event):
    """on drawn: gain 1000 dollars to event.recipient"""
    return True


# crime_wars/bonuses.yaml:45
def hearts_ace_0_effect(ctx, event):
    ctx.gain_money(1000, event.recipient)


# crime_wars/bonuses.yaml:51
def clubs_jack_0_condition(ctx, event):
    """on drawn: raise attack by 1 to event.recipient"""
    return True


# crime_wars/bonuses.yaml:51
def clubs_jack_0_effect(ctx, event):
    ctx.raise_attack(1, event.recipient)


# crime_wars/bonuses.yaml:57
def clubs_queen_0_condition(ctx, event):
    """on drawn: raise defence by 1 to event.recipient"""
    return True


# crime_wars/bonuses.yaml:57
def clubs_queen_0_effect(ctx, event):
    ctx.raise_defence(1, event.recipient)


# crime_wars/bonuses.yaml:63
def clubs_ace_0_condition(ctx, event):
    """on drawn: gain 1000 dollars to event.recipient"""
    return True


# crime_wars/bonuses.yaml:63
def clubs_ace_0_effect(ctx, event):
    ctx.gain_money(1000, event.recipient)


# crime_wars/bonuses.yaml:69
def diamonds_jack_0_condition(ctx, event):
    """on drawn: raise attack by 1 to event.recipient"""
    return True


# crime_wars/bonuses.yaml:69
def diamonds_jack_0_effect(ctx, event):
    ctx.raise_attack(1, event.recipient)


# crime_wars/bonuses.yaml:75
def diamonds_queen_0_condition(ctx, event):
    """on drawn: raise defence by 1 to event.recipient"""
    return True


# crime_wars/bonuses.yaml:75
def diamonds_queen_0_effect(ctx, event):
    ctx.raise_defence(1, event.recipient)


# crime_wars/bonuses.yaml:81
def diamonds_ace_0_condition(ctx, event):
    """on drawn: gain 1000 dollars to event.recipient"""
    return True


# crime_wars/bonuses.yaml:81
def diamonds_ace_0_effect(ctx, event):
    ctx.gain_money(1000, event.recipient)


# crime_wars/snitches.yaml:10
def joker_red_0_effect(ctx, targets):
    """play: bury groups"""
    ctx.bury(ctx.groups)


# crime_wars/snitches.yaml:14
def joker_black_0_effect(ctx, targets):
    """play: bury groups"""
    ctx.bury(ctx.groups)


ABILITIES = {
    "spades_jack": (
        api.Trigger(
            card="spades_jack",
            source="crime_wars/bonuses.yaml:15",
            event="drawn",
            condition=spades_jack_0_condition,
            effect=spades_jack_0_effect,
            reads=frozenset(("raise_attack",)),
        ),
    ),
    "spades_queen": (
        api.Trigger(
            card="spades_queen",
            source="crime_wars/bonuses.yaml:21",
            event="drawn",
            condition=spades_queen_0_condition,
            effect=spades_queen_0_effect,
            reads=frozenset(("raise_defence",)),
        ),
    ),
    "spades_ace": (
        api.Trigger(
            card="spades_ace",
            source="crime_wars/bonuses.yaml:27",
            event="drawn",
            condition=spades_ace_0_condition,
            effect=spades_ace_0_effect,
            reads=frozenset(("gain_money",)),
        ),
    ),
    "hearts_jack": (
        api.Trigger(
            card="hearts_jack",
            source="crime_wars/bonuses.yaml:33",
            event="drawn",
            condition=hearts_jack_0_condition,
            effect=hearts_jack_0_effect,
            reads=frozenset(("raise_attack",)),
        ),
    ),
    "hearts_queen": (
        api.Trigger(
            card="hearts_queen",
            source="crime_wars/bonuses.yaml:39",
            event="drawn",
            condition=hearts_queen_0_condition,
            effect=hearts_queen_0_effect,
            reads=frozenset(("raise_defence",)),
        ),
    ),
    "hearts_ace": (
        api.Trigger(
            card="hearts_ace",
            source="crime_wars/bonuses.yaml:45",
            event="drawn",
            condition=hearts_ace_0_condition,
            effect=hearts_ace_0_effect,
            reads=frozenset(("gain_money",)),
        ),
    ),
    "clubs_jack": (
        api.Trigger(
            card="clubs_jack",
            source="crime_wars/bonuses.yaml:51",
            event="drawn",
            condition=clubs_jack_0_condition,
            effect=clubs_jack_0_effect,
            reads=frozenset(("raise_attack",)),
        ),
    ),
    "clubs_queen": (
        api.Trigger(
            card="clubs_queen",
            source="crime_wars/bonuses.yaml:57",
            event="drawn",
            condition=clubs_queen_0_condition,
            effect=clubs_queen_0_effect,
            reads=frozenset(("raise_defence",)),
        ),
    ),
    "clubs_ace": (
        api.Trigger(
            card="clubs_ace",
            source="crime_wars/bonuses.yaml:63",
            event="drawn",
            condition=clubs_ace_0_condition,
            effect=clubs_ace_0_effect,
            reads=frozenset(("gain_money",)),
        ),
    ),
    "diamonds_jack": (
        api.Trigger(
            card="diamonds_jack",
            source="crime_wars/bonuses.yaml:69",
            event="drawn",
            condition=diamonds_jack_0_condition,
            effect=diamonds_jack_0_effect,
            reads=frozenset(("raise_attack",)),
        ),
    ),
    "diamonds_queen": (
        api.Trigger(
            card="diamonds_queen",
            source="crime_wars/bonuses.yaml:75",
            event="drawn",
            condition=diamonds_queen_0_condition,
            effect=diamonds_queen_0_effect,
            reads=frozenset(("raise_defence",)),
        ),
    ),
    "diamonds_ace": (
        api.Trigger(
            card="diamonds_ace",
            source="crime_wars/bonuses.yaml:81",
            event="drawn",
            condition=diamonds_ace_0_condition,
            effect=diamonds_ace_0_effect,
            reads=frozenset(("gain_money",)),
        ),
    ),
    "joker_red": (
        api.Activated(
            card="joker_red",
            source="crime_wars/snitches.yaml:10",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            effect=joker_red_0_effect,
            special=True,
            reads=frozenset(("bury", "groups")),
        ),
    ),
    "joker_black": (
        api.Activated(
            card="joker_black",
            source="crime_wars/snitches.yaml:14",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            effect=joker_black_0_effect,
            special=True,
            reads=frozenset(("bury", "groups")),
        ),
    ),
}
