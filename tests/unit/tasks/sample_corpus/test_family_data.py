"""The rule families as data (tasks/sample_corpus/rule_families/*.yaml, read by family_data.py): the files hold
exactly the families the Python modules they replaced built, and a broken file is refused with the place named."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pytest
import yaml

from tasks.sample_corpus.families import RuleFamily, RuleQuestion, RuleTable, RuleVersion
from tasks.sample_corpus.family_data import DATA_DIR, FamilyDataError, load_families, load_family_file
from tasks.sample_corpus.specs import _seen_family_sets, _unseen_family_sets

# sha256 of each batch's canonical dump (`_digest`), computed from the Python modules of the same names
# (tasks/sample_corpus/<name>.py) just before they were converted to these files: the data must rebuild those
# objects field for field, so the corpus's documents and questions did not change. A deliberate edit of a batch
# updates its digest here.
PYTHON_MODULE_DIGESTS = {
    "seen_families": "24ef31977beda3ea975af269ef2521be07dc1ea29f0bd1c459cce9281939e380",
    "dev_families": "7c7727cc85eac1ca09a7d1530601963a9bd8765265de43bf7ed401d2bf3bb6f6",
    "dev_families_3": "5c17590d3417e17253de99a556ed8fd099dcc05dc3e001bd971c742d9d4b8e11",
    "dev_families_4": "bd8c0d43e31c2d1fdfca816478f4112f0140d22fb3faa2d81acc80b27684ed28",
    "dev_families_5": "49f9f7a4376e0d6b6637a0a6c537d3316e01c097176ed39ae2b0ed842ea07795",
    "dev_families_6a": "de5427264c1827667d691f799605de1a53898d2f2d82c441ceb2c572d30192f4",
    "dev_families_6b": "6e0af4a09844b68d88d359f22941d46a5939787673b302f35856de0e90ca1848",
    "dev_families_7": "09fb5c594477b5167d03d75dbf68783fe926e72cd9e46cf4da3640b892e11a54",
    "unseen_families": "27734c314628eaa11bbd2e80e8c5e3b74a394a6b08059a4f45f835c18811ffc9",
    "unseen_families_2": "9b262220dff4f8bdb0dea1848382b18e71c24c6085b3e49256f583e38b6fcd23",
    "unseen_families_3a": "c40bcce6b83da7f5a214d091644dda898a1da8ea4721ab67ed52b0ffc68f8f8b",
    "unseen_families_3b": "4bf6bfd3dbdc3d6d8e7cddb4e0553920a7de853ec525b62daada042052dc1c80",
    "unseen_families_4a": "814f5e83b808bce3099931d64580b7cafec8b0cfe8413a059febfaece31f19e0",
    "unseen_families_4b": "b6d41de86aaf5827bffdcba63bdf32a2cc38ffaae0c767b718dd942f6c0c1067",
    "unseen_families_5a": "c04850197ed46789f505138b860d722b9a91bc7ea08e4ad7e4c0994a07151edd",
    "unseen_families_5b": "d4c9c54056a1182ca64a5eb40c7a6150ae6fb0443303ff7f8f66225fc63262d4",
    "unseen_families_6a": "5d8bbe3b8a6e5cd7c1a488d65028a63b02ded1589e647423547c08622b1bc011",
    "unseen_families_6b": "ecfbf93aa775262f642a01a7ae7b91d6d55f586ea408fee7d227fbb7fea3b317",
    "unseen_families_7a": "4534640af1ded24427f3bb5133be067b5b4d3a0d6e3d0113d608eb8b984f5878",
    "unseen_families_7b": "3fe7ad574200111e22ae6960b3af3e275375cfcee77de80d17f7e937bcacdb99",
    "unseen_families_8a": "6a2d5bd48c3a02c5da2173c121c03a412a417e5825581d42abb7fa21871efbf5",
    "unseen_families_8b": "b49d049e6fe94b998981e5404e6190240112f51541946264fcf3b05996724c64",
    "unseen_families_9": "b97c5ba40f509fe07e50777e84476f4d6ef29b836a54b3be2ebe27f61b18e545",
}


def _digest(families: tuple[RuleFamily, ...]) -> str:
    """Every field of every family, in order (a table paragraph as its fields, dates as YYYY-MM-DD)."""
    dump = json.dumps([dataclasses.asdict(family) for family in families], ensure_ascii=False, default=date.isoformat)
    return hashlib.sha256(dump.encode("utf-8")).hexdigest()


def test_data_files_rebuild_the_python_modules_families():
    assert sorted(path.stem for path in DATA_DIR.glob("*.yaml")) == sorted(PYTHON_MODULE_DIGESTS)
    assert {name: _digest(load_families(name)) for name in PYTHON_MODULE_DIGESTS} == PYTHON_MODULE_DIGESTS


def test_family_sets_read_every_batch_once():
    in_sets = [family.family for members in (*_seen_family_sets(), *_unseen_family_sets()) for family in members]
    in_files = [family.family for name in PYTHON_MODULE_DIGESTS for family in load_families(name)]
    assert sorted(in_sets) == sorted(in_files)


def _batch() -> dict[str, Any]:
    """A small valid file: one family, a version with a table, an amendment of one row, two questions."""
    table = {"caption": "Schedule 1 - Hall hire", "header": ["Room", "Per hour"],
             "rows": [["Main hall", "$40"], ["Meeting room", ""]]}
    base = {"slug": "hall-2021", "title": "Hall Hire Charges", "in_force_from": "2021-07-01",
            "paragraphs": ["Hall Hire Charges Policy 2021", table], "facts": {"main": "Main hall $40"}}
    amendment = {"slug": "hall-2025", "title": "Hall Hire Charges (Amendment)", "in_force_from": "2025-07-01",
                 "scanned": True, "paragraphs": ["Item 1 is amended to read: Main hall $48 per hour."],
                 "facts": {"main": "Item 1 is amended to read: Main hall $48 per hour."}}
    questions = [{"query": "Main hall hourly rate?", "fact": "main", "as_of": "2026-06-01", "kind": "current"},
                 {"query": "Main hall rate in 2022?", "fact": "main", "as_of": "2022-01-01", "kind": "historical"}]
    return {"description": "Written for this test.\n", "families": [
        {"family": "hall", "phrasing": "test-en-1", "language": "en", "folder": "official/halls",
         "versions": [base, amendment], "questions": questions}]}


def _write(tmp_path: Path, batch: dict[str, Any]) -> Path:
    path = tmp_path / "batch.yaml"
    path.write_text(yaml.safe_dump(batch, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def test_a_file_builds_the_dataclasses(tmp_path):
    (family,) = load_family_file(_write(tmp_path, _batch()))
    table = RuleTable("Schedule 1 - Hall hire", ("Room", "Per hour"), (("Main hall", "$40"), ("Meeting room", "")))
    assert family.versions[0] == RuleVersion("hall-2021", "Hall Hire Charges", ("Hall Hire Charges Policy 2021", table),
                                             date(2021, 7, 1), {"main": "Main hall $40"})
    assert family.versions[1].scanned and family.source_type == "official" and family.author == ""
    assert family.questions[1] == RuleQuestion("Main hall rate in 2022?", "main", date(2022, 1, 1), "historical")


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def edit(batch: dict[str, Any]) -> None:
        *parents, last = path
        target = batch
        for key in parents:
            target = target[key]
        if value is _DELETE:
            del target[last]
        else:
            target[last] = value
    return edit


_DELETE = object()
_VERSION = ("families", 0, "versions", 0)


@pytest.mark.parametrize(("edit", "message"), [
    (_set(("description",), _DELETE), r"batch.yaml: missing field 'description'"),
    (_set((*_VERSION, "scaned"), True),
     r"families\[0\] \('hall'\)\.versions\[0\]: unknown field 'scaned' \(fields: slug, title, paragraphs"),
    (_set(("families", 0, "questions", 0, "kind"), _DELETE), r"questions\[0\]: missing field 'kind'"),
    (_set((*_VERSION, "in_force_from"), "2021-02-30"), r"versions\[0\]\.in_force_from: bad date '2021-02-30'"),
    (_set(("families", 0, "language"), "fr"), r"\.language: 'fr' is not one of en, zh"),
    (_set((*_VERSION, "paragraphs", 1, "rows", 0), "Main hall $40"), r"paragraphs\[1\]\.rows\[0\]: expected a list"),
    # the families' own consistency is families.check_families's, reported with the file's name
    (_set((*_VERSION, "facts", "main"), "Main hall $45"),
     r"batch.yaml: hall/hall-2021: fact 'main' is not one of its paragraphs or rows"),
    (_set(("families", 0, "questions", 1, "kind"), "current"), r"batch.yaml: hall: .* is 'current' but its as-of date"),
])
def test_a_broken_file_is_refused_naming_the_place(tmp_path, edit, message):
    batch = _batch()
    edit(batch)
    with pytest.raises(FamilyDataError, match=message):
        load_family_file(_write(tmp_path, batch))


@pytest.mark.parametrize(("text", "message"), [
    ("description: [unclosed\n", r"broken.yaml: not valid YAML"),
    # YAML itself keeps the last of two equal keys: a fact or a field written twice would be lost silently
    ("description: one\ndescription: two\nfamilies: []\n", r"broken.yaml: not valid YAML: key 'description' given twice"),
])
def test_invalid_yaml_is_refused_with_the_file_name(tmp_path, text, message):
    path = tmp_path / "broken.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(FamilyDataError, match=message):
        load_family_file(path)
