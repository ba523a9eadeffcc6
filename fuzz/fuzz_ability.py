"""atheris: the effect-language parser, checker and code generator on one ability."""
from _run import main


def make():
    import atheris
    from fuzz.targets import KINDS, ability_target

    def one(data: bytes) -> None:
        fdp = atheris.FuzzedDataProvider(data)
        kind = KINDS[fdp.ConsumeIntInRange(0, len(KINDS) - 1)]
        ability_target(fdp.ConsumeUnicodeNoSurrogates(fdp.remaining_bytes()), kind)
    return one


if __name__ == "__main__":
    main(make)
