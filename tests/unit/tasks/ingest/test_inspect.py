"""`ragops inspect FILE`: what ingestion reads from one real document, without writing anything."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tasks.cli import main
from tasks.core.settings import load_settings
from tasks.ingest.inspect import inspect_file


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.fixture(scope="module")
def senate(testdata: Path) -> dict:
    """The Senate expenditure table: one fully ruled page, read as ingestion reads it."""
    return inspect_file(testdata / "pdf" / "senate-expenditures.pdf", load_settings(overrides={"ingest.ocr.enabled": False}))


def test_a_ruled_table_comes_with_its_bbox_strategy_and_0_based_cells(senate: dict):
    assert senate["kind"] == "pdf" and senate["pages"] == 1 and senate["language"] == "en"
    page = senate["page_reports"][0]
    assert page["route"] == "text-layer" and page["page"] == 1
    assert page["tables"], "the ruled expenditure table is found"
    table = page["tables"][0]
    assert table["strategy"] == "lines"
    x0, top, x1, bottom = table["bbox"]
    width, height = page["size"]
    assert 0 <= x0 < x1 <= width and 0 <= top < bottom <= height  # PDF points, origin top-left
    cells = table["cells"]
    assert min(cell["row"] for cell in cells) == 0 and min(cell["col"] for cell in cells) == 0
    assert all(cell["row_span"] >= 1 and cell["col_span"] >= 1 for cell in cells)
    assert table["rows"] >= 2 and table["cols"] >= 2
    assert all(cell["row"] + cell["row_span"] <= table["rows"] for cell in cells)
    # Table text is in the cells, not repeated in the page's prose lines.
    prose = "\n".join(page["lines"])
    longest = max((cell["text"] for cell in cells), key=len)
    assert longest and longest not in prose


def test_the_json_report_is_what_the_cli_prints(capsys, testdata: Path, tmp_path: Path):
    pdf = testdata / "pdf" / "senate-expenditures.pdf"
    status, out, err = run(capsys, "--data-root", str(tmp_path / "data"), "--set", "ingest.ocr.enabled=false",
                           "inspect", str(pdf), "--json")
    assert status == 0, err
    report = json.loads(out)
    assert report["file"] == str(pdf) and report["page_reports"][0]["tables"]
    assert not (tmp_path / "data").exists()  # inspecting writes nothing to the data root
    status, out, _ = run(capsys, "--set", "ingest.ocr.enabled=false", "inspect", str(pdf))
    assert status == 0
    assert "page 1: text-layer" in out and "table 1 (lines):" in out and "(points, from the top left)" in out


def test_a_scanned_page_is_routed_to_ocr_and_says_why(testdata: Path):
    pdf = testdata / "scanned" / "ocr_test.pdf"
    unread = inspect_file(pdf, load_settings(overrides={"ingest.ocr.enabled": False}))["page_reports"][0]
    assert unread["route"] == "needs-ocr" and "scanned page" in unread["reason"] and unread["lines"] == []
    read = inspect_file(pdf, load_settings(overrides={"ingest.ocr.enabled": True, "ingest.ocr.workers": 1}))
    page = read["page_reports"][0]
    assert page["route"] == "ocr" and page["ocr"]["engine"] and page["ocr"]["confidence"] > 0.5
    assert "read by OCR" in page["reason"] and page["lines"] and page["language"] == "en"


def test_one_page_of_a_document(testdata: Path):
    pdf = testdata / "pdf" / "WARN-Report-for-7-1-2015-to-03-25-2016.pdf"
    settings = load_settings(overrides={"ingest.ocr.enabled": False})
    report = inspect_file(pdf, settings, page=2)
    assert report["pages"] > 2 and [page["page"] for page in report["page_reports"]] == [2]
    with pytest.raises(ValueError, match=r"has \d+ page\(s\); --page 99 is not one of them"):
        inspect_file(pdf, settings, page=99)


def test_what_ingest_would_quarantine_fails_with_its_reason(capsys, testdata: Path):
    status, out, err = run(capsys, "inspect", str(testdata / "pdf" / "empty.pdf"))
    assert status == 1 and out == "" and "ingest would quarantine it: empty file (0 bytes)" in err
    status, _, err = run(capsys, "inspect", str(testdata / "pdf" / "no-such-file.pdf"))
    assert status == 1 and "no such file" in err


def test_running_headers_are_shown_apart_from_the_text(capsys, testdata: Path):
    pdf = testdata / "pdf" / "federal-register-2020-17221.pdf"
    page = inspect_file(pdf, load_settings(overrides={"ingest.ocr.enabled": False}), page=2)["page_reports"][0]
    headers = [item["text"] for item in page["running"] if "Federal Register" in item["text"]]
    assert headers and page["language"] == "en"
    assert not any("Federal Register / Vol. 85" in line for line in page["lines"])
    status, out, _ = run(capsys, "--set", "ingest.ocr.enabled=false", "inspect", str(pdf), "--page", "2")
    assert status == 0 and any(line.startswith("  removed (") and headers[0] in line for line in out.splitlines())
