"""The base documents as data (tasks/sample_corpus/base_documents/*.yaml, read by base_data.py): the shipped files
load, their draws replay the RNG calls the Python they replaced made, and a broken file is refused with the file and
the place named. That the files rebuild the corpus byte for byte is test_corpus_pin.py's."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from tasks.sample_corpus.base_data import DATA_DIR, BaseDataError, Draw, draw_all, load_base_documents
from tasks.sample_corpus.families import REFERENCE_DATE


def test_the_shipped_files_load_with_every_base_document() -> None:
    base = load_base_documents()
    assert list(base.equipment) == ["chiller", "compressor", "vacuum", "sensor", "packaging"]
    assert [len(base.manuals.procedures[family]) for family in base.equipment] == [3, 3, 3, 2, 2]
    assert sorted(base.manuals.procedures_zh) == ["chiller", "compressor"]
    assert len(base.policies) == 9 and len(base.informal_sources) == 5
    assert [metric.slug for metric in base.metrics if metric.scanned] == ["field-downtime"]
    assert sorted(base.regions) == ["APAC", "EU", "NA"]
    assert set(base.templates) == {"operation", "comparison", "trend_range", "trend_year", "fault_cause", "fault_fix"}


def test_a_draw_replays_the_randint_call_it_replaced() -> None:
    """`{between: [4, 8], times: 500}` is r(4, 8) * 500; `divided_by: 10` is r(8, 15) / 10; in the order listed."""
    draws = (Draw("hours", 4, 8, times=500), Draw("litres", 8, 15, divided_by=10), Draw("seconds", 20, 45))
    expected_rng, rng = random.Random(3), random.Random(3)
    expected = {"hours": expected_rng.randint(4, 8) * 500, "litres": expected_rng.randint(8, 15) / 10,
                "seconds": expected_rng.randint(20, 45)}
    assert draw_all(draws, rng) == expected
    assert list(draw_all(draws, random.Random(3))) == ["hours", "litres", "seconds"]


def test_a_question_without_an_as_of_date_is_asked_at_the_reference_date() -> None:
    current = next(document for document in load_base_documents().policies
                   if document.path == "official/policies/warranty-service-fee-2024.pdf")
    assert {question.as_of for question in current.questions} == {REFERENCE_DATE}


def _edited(tmp_path: Path, name: str, old: str, new: str) -> Path:
    """A copy of the data directory with `old` replaced by `new` (once) in file `name`."""
    directory = tmp_path / "base_documents"
    shutil.copytree(DATA_DIR, directory)
    path = directory / name
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= 1, f"{old!r} is not in {name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return directory


@pytest.mark.parametrize(("name", "old", "new", "message"), [
    ("policies.yaml", "    version_group: warranty-service-fee\n", "    version_group: warranty-service-fee\n    owner: x\n",
     r"policies\.yaml: documents\[0\] \('official/policies/warranty-service-fee-2019\.pdf'\): unknown field 'owner'"),
    ("informal_sources.yaml", "    doc_type: forum_post\n", "",
     r"informal_sources\.yaml: documents\[2\] \('forum/hx-200-e42-after-firmware-update\.pdf'\): missing field 'doc_type'"),
    ("policies.yaml", "    last_updated: 2018-12-10\n", "    last_updated: 2018-12-32\n",
     r"policies\.yaml: documents\[0\] .*\.last_updated: bad date '2018-12-32'"),
    ("informal_sources.yaml", "{setpoint} °C", "{set_point} °C",
     r"informal_sources\.yaml: documents\[0\] .*\.body\[2\]\.text: unknown placeholder \{set_point\}"),
    ("policies.yaml", "        about: deadline\n", "        about: dead_line\n",
     r"policies\.yaml: documents\[0\] .*\.questions\[2\]\.about: 'dead_line' is no fact of the document"),
    ("policies.yaml", "      - pick: 3\n", "      - pick: 4\n",
     r"policies\.yaml: documents\[1\] .*\.questions\[0\]\.pick: 4 paraphrases of the 3 listed"),
    ("manuals.yaml", "      boot: [20, 45]\n", "      boot: [45, 20]\n",
     r"manuals\.yaml: english\.chiller\.draws\.boot: low 45 above high 20"),
    ("manuals.yaml", "{stage_one} seconds", "{stage_1} seconds",
     r"manuals\.yaml: english\.chiller\.procedures\[0\]\.steps\[3\]: unknown placeholder \{stage_1\}"),
    ("manuals.yaml", "      setpoint: [6, 9]\n", "      setpoint: [6, 9]\n      boot: [1, 2]\n",
     r"manuals\.yaml: .*key 'boot' given twice"),
    ("fault_codes.yaml", "        title: Signal lost\n", "        title: Signal lost\n        severity: high\n",
     r"fault_codes\.yaml: english\.families\.sensor\[0\]: unknown field 'severity'"),
    ("fault_codes.yaml", "    discharge: [105, 120]\n", "    supply: [105, 120]\n",
     r"fault_codes\.yaml: english\.draws\.supply: the name of a placeholder"),
    ("equipment.yaml", "        tier_step: 0.5\n", "        tier_step: half\n",
     r"equipment\.yaml: families\.chiller\.params\[0\]\.tier_step: expected a number, got 'half'"),
    ("trend_reports.yaml", "    drift: 0.06\n", "",
     r"trend_reports\.yaml: metrics\[0\]: missing field 'drift'"),
    ("questions.yaml", "  trend_year:\n", "  trend_years:\n",
     r"questions\.yaml: templates: unknown field 'trend_years'"),
    ("questions.yaml", '      - "Did {metric} rise or fall in {year}?"\n', '      - "Did {metric} rise in {month}?"\n',
     r"questions\.yaml: templates\.trend_year\.en\[3\]: unknown placeholder \{month\}"),
])
def test_a_broken_file_is_refused_with_the_file_and_the_place_named(
    tmp_path: Path, name: str, old: str, new: str, message: str,
) -> None:
    with pytest.raises(BaseDataError, match=message):
        load_base_documents(_edited(tmp_path, name, old, new))
