"""atheris: the YAML loader on raw bytes. Usage: python fuzz/fuzz_yaml.py [corpus_dir] -max_total_time=600"""
from _run import main


def make():
    from fuzz.targets import yaml_target
    return yaml_target


if __name__ == "__main__":
    main(make)
