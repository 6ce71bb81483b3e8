"""Rule families as data: one YAML file per batch in `rule_families/`, read into the dataclasses of families.py.

A file holds a batch's provenance and its families, every field of the dataclasses (a field with a default may be
left out)::

    description: |            who wrote the batch, in which phrasings, why it exists (some sets must stay untuned)
    families:
      - family: ...            RuleFamily: family, phrasing, language, folder, source_type, author
        versions:              oldest first
          - slug: ...          RuleVersion: slug, title, in_force_from (YYYY-MM-DD), scanned
            paragraphs:
              - a paragraph as printed
              - {caption: ..., header: [...], rows: [[...], ...]}     a RuleTable
            facts: {key: the paragraph, or the table row's text, stating it}
        questions:
          - {query: ..., fact: ..., as_of: YYYY-MM-DD, kind: current | historical | future}

Loading checks the shape first (unknown or missing field, wrong type, bad date, naming the file and the place),
then the families' own consistency with `families.check_families` (a fact no paragraph states, a kind its date
contradicts, ...).
"""

from __future__ import annotations

import dataclasses
from functools import cache
from pathlib import Path
from typing import Any, get_args, get_type_hints

import yaml

from tasks.sample_corpus.data_checks import Checks
from tasks.sample_corpus.families import (
    REFERENCE_DATE,
    RuleFamily,
    RuleQuestion,
    RuleTable,
    RuleVersion,
    check_families,
)

DATA_DIR = Path(__file__).with_name("rule_families")

_TIMESTAMP_TAG = "tag:yaml.org,2002:timestamp"
# The values a Literal field allows, read from the dataclasses so they are stated once.
_LANGUAGES = get_args(get_type_hints(RuleFamily)["language"])
_SOURCE_TYPES = get_args(get_type_hints(RuleFamily)["source_type"])
_KINDS = get_args(get_type_hints(RuleQuestion)["kind"])


class FamilyDataError(ValueError):
    """A family file that cannot be read into consistent families; the message names the file and the place."""


# The shape checks shared with base_data.py (data_checks.py), raising FamilyDataError.
_CHECKS = Checks(FamilyDataError)
_fields, _list, _text, _texts = _CHECKS.fields, _CHECKS.items, _CHECKS.text, _CHECKS.texts
_bool, _choice, _date = _CHECKS.boolean, _CHECKS.choice, _CHECKS.iso_date


# libyaml's parser when PyYAML was built with it: the 23 files (1.4 MB) load in a fraction of a second, not seconds.
_SafeLoader: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class StrictLoader(_SafeLoader):
    """Safe loading that keeps dates as strings (YAML would turn 2025-02-30 into a bare error with no field name, so
    the dates are parsed here, where the field is known) and refuses a key given twice (YAML keeps the last one, so
    a fact or a field written twice would be lost without a word)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        keys = [self.construct_object(key_node, deep=deep) for key_node, _ in node.value]
        for index, key in enumerate(keys):
            if key in keys[:index]:
                raise yaml.constructor.ConstructorError(None, None, f"key {key!r} given twice", node.start_mark)
        return super().construct_mapping(node, deep=deep)


StrictLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != _TIMESTAMP_TAG]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


@cache
def load_families(name: str) -> tuple[RuleFamily, ...]:
    """The families of batch `name` (`rule_families/{name}.yaml`), in file order; read once per process."""
    return load_family_file(DATA_DIR / f"{name}.yaml")


def read_yaml(path: Path, error: type[ValueError]) -> Any:
    """A data file of the corpus read with StrictLoader (a safe loader: no Python objects); bad YAML raises `error`
    naming the file."""
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=StrictLoader)
    except yaml.YAMLError as found:
        raise error(f"{path.name}: not valid YAML: {found}") from found


def load_family_file(path: Path) -> tuple[RuleFamily, ...]:
    """The families of one file, checked (FamilyDataError otherwise)."""
    document = read_yaml(path, FamilyDataError)
    fields = _fields(document, path.name, required=("description", "families"))
    _text(fields["description"], f"{path.name}: description")
    families = tuple(_family(record, f"{path.name}: families[{index}]")
                     for index, record in enumerate(_list(fields["families"], f"{path.name}: families")))
    try:
        check_families(families, REFERENCE_DATE)
    except ValueError as error:
        raise FamilyDataError(f"{path.name}: {error}") from error
    return families


def _family(record: Any, where: str) -> RuleFamily:
    fields = _dataclass_fields(record, where, RuleFamily)
    where = f"{where} ({fields['family']!r})" if isinstance(fields["family"], str) else where
    return RuleFamily(
        family=_text(fields["family"], f"{where}.family"),
        phrasing=_text(fields["phrasing"], f"{where}.phrasing"),
        language=_choice(fields["language"], f"{where}.language", _LANGUAGES),
        folder=_text(fields["folder"], f"{where}.folder"),
        versions=tuple(_version(version, f"{where}.versions[{index}]")
                       for index, version in enumerate(_list(fields["versions"], f"{where}.versions"))),
        questions=tuple(_question(question, f"{where}.questions[{index}]")
                        for index, question in enumerate(_list(fields["questions"], f"{where}.questions"))),
        source_type=_choice(fields.get("source_type", "official"), f"{where}.source_type", _SOURCE_TYPES),
        author=_text(fields.get("author", ""), f"{where}.author", empty=True),
    )


def _version(record: Any, where: str) -> RuleVersion:
    fields = _dataclass_fields(record, where, RuleVersion)
    facts = fields.get("facts", {})
    if not isinstance(facts, dict):
        raise FamilyDataError(f"{where}.facts: expected a mapping of fact key to text, got {type(facts).__name__}")
    return RuleVersion(
        slug=_text(fields["slug"], f"{where}.slug"),
        title=_text(fields["title"], f"{where}.title"),
        paragraphs=tuple(_paragraph(paragraph, f"{where}.paragraphs[{index}]")
                         for index, paragraph in enumerate(_list(fields["paragraphs"], f"{where}.paragraphs"))),
        in_force_from=_date(fields["in_force_from"], f"{where}.in_force_from"),
        facts={_text(key, f"{where}.facts"): _text(text, f"{where}.facts[{key!r}]") for key, text in facts.items()},
        scanned=_bool(fields.get("scanned", False), f"{where}.scanned"),
    )


def _paragraph(value: Any, where: str) -> str | RuleTable:
    """A paragraph is its text; a table is a mapping (caption, header, rows) whose cells may be empty (a blank
    cell)."""
    if isinstance(value, str):
        return _text(value, where)
    fields = _dataclass_fields(value, where, RuleTable)
    return RuleTable(
        caption=_text(fields["caption"], f"{where}.caption"),
        header=_texts(fields["header"], f"{where}.header", empty=True),
        rows=tuple(_texts(row, f"{where}.rows[{index}]", empty=True)
                   for index, row in enumerate(_list(fields["rows"], f"{where}.rows"))),
    )


def _question(record: Any, where: str) -> RuleQuestion:
    fields = _dataclass_fields(record, where, RuleQuestion)
    return RuleQuestion(
        query=_text(fields["query"], f"{where}.query"),
        fact=_text(fields["fact"], f"{where}.fact"),
        as_of=_date(fields["as_of"], f"{where}.as_of"),
        kind=_choice(fields["kind"], f"{where}.kind", _KINDS),
    )


def _dataclass_fields(record: Any, where: str, cls: type) -> dict[str, Any]:
    """`record` as a mapping holding `cls`'s fields: every one without a default, and no other."""
    fields = dataclasses.fields(cls)
    required = tuple(field.name for field in fields
                     if field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING)
    return _fields(record, where, required, tuple(field.name for field in fields if field.name not in required))
