"""The shared ability runtime: abilities in force, triggers, statics, activated and played abilities.

An engine declares what only it knows in an AbilityHost (host.py) and makes
an AbilityIndex(game, host) (index.py); its effect context subclasses
EffectContext (context.py). docs/engine.md, "The ability runtime".
"""
from .caches import MONEY, TOKENS, Depends, Reads, ability_cards, stat_depends, watch
from .context import OWN, EffectContext
from .host import AbilityHost, GameForAbilities
from .index import PASS_THROUGH, AbilityIndex
from .last_known import LastKnown
from .rule_use import RuleUse, count_use, rule_use
from .use import use_ability
from .words import ability_text, and_list, source_name

__all__ = ["AbilityHost", "AbilityIndex", "Depends", "EffectContext", "GameForAbilities", "LastKnown", "MONEY",
           "OWN", "PASS_THROUGH", "Reads", "RuleUse", "TOKENS", "ability_cards", "ability_text", "and_list", "count_use", "rule_use", "source_name",
           "stat_depends", "use_ability", "watch"]
