"""atheris: the whole check of a small pack whose crooks.yaml is the input."""
from _run import main


def make():
    from fuzz.targets import pack_target

    def one(data: bytes) -> None:
        pack_target(data, "crooks.yaml")
    return one


if __name__ == "__main__":
    main(make)
