"""Chunk rows from an extracted document: clause safety, table headers, ids, strategies."""

from __future__ import annotations

import pytest

from models.documents.chunking import opens_with_connective
from tasks.core.settings import load_settings
from tasks.ingest.chunk_builder import DocumentInfo, build_chunks, chunk_id
from tasks.ingest.pdf_extract import ExtractedDocument, PageContent, TextLine
from tasks.ingest.pdf_tables import ExtractedTable
from tasks.ingest.tokenizer import load_token_counter

INFO = DocumentInfo("doc1", "a" * 64, "official/policy.pdf", "Policy", "official", 1.0, None, None, "en")
LANGUAGES = load_settings().ingest.languages


def lines(*texts: str) -> list[TextLine]:
    return [TextLine(text, (10.0, 20.0 * i, 300.0, 20.0 * i + 12)) for i, text in enumerate(texts)]


@pytest.fixture(scope="module")
def chunking():
    return load_settings(overrides={
        "ingest.chunking.strategies": {
            "operation": {"max_tokens": 40, "overlap_tokens": 10},
            "comparison": {"max_tokens": 60, "overlap_tokens": 0},
            "trend": {"max_tokens": 200, "overlap_tokens": 0, "group_by_year": True},
        }
    }).ingest.chunking


@pytest.fixture(scope="module")
def count_tokens():
    return load_token_counter(None)


def test_conditional_clause_is_never_cut_from_its_condition(chunking, count_tokens):
    filler = [f"Step {i} of the routine checks the valve number {i} carefully." for i in range(12)]
    page = PageContent(1, lines(*filler[:6], "Claims must be filed by 30 June.",
                                "Unless the invoice is missing, late claims are rejected.", *filler[6:]))
    rows = build_chunks(ExtractedDocument([page], "Policy", None, None), INFO, chunking, count_tokens, LANGUAGES)
    operation = [row for row in rows if row["strategy"] == "operation"]
    assert len(operation) > 3
    for row in operation:
        assert not opens_with_connective(row["text"], chunking.conditional_connectives)
        if "Unless the invoice" in row["text"]:
            assert "Claims must be filed by 30 June." in row["text"]


def test_every_table_chunk_repeats_the_header(chunking, count_tokens):
    table = ExtractedTable(page_number=1, bbox=(0, 0, 500, 700), header=["Model", "Power (kW)", "Noise (dB)"],
                           rows=[[f"HX-{i}", str(10 + i), str(60 + i)] for i in range(40)])
    page = PageContent(1, lines("Specification comparison of the HX range."), [table])
    rows = build_chunks(ExtractedDocument([page], "Specs", None, None), INFO, chunking, count_tokens, LANGUAGES)
    table_chunks = [row for row in rows if row["is_table"] and row["strategy"] == "comparison"]
    assert len(table_chunks) > 2
    body_rows = []
    for row in table_chunks:
        text_lines = row["text"].split("\n")
        assert text_lines[:3] == ["Document: Specs", "| Model | Power (kW) | Noise (dB) |", "|---|---|---|"]
        body_rows += text_lines[3:]
        assert row["n_tokens"] <= 60
    assert body_rows == [f"| HX-{i} | {10 + i} | {60 + i} |" for i in range(40)]  # every row, once, in order


def test_trend_chunks_never_mix_years(chunking, count_tokens):
    page = PageContent(1, lines("2021", "In 2021 the failure rate was 3.1%.", "Output was flat.",
                                "2022", "In 2022 the failure rate fell to 2.7%.", "Output rose."))
    rows = build_chunks(ExtractedDocument([page], "Trend", None, None), INFO, chunking, count_tokens, LANGUAGES)
    trend = [row for row in rows if row["strategy"] == "trend"]
    assert [row["year"] for row in trend] == [2021, 2022]
    assert "2022" not in trend[0]["text"]


def test_ids_are_stable_and_positions_are_kept(chunking, count_tokens):
    page = PageContent(3, lines("First sentence here.", "Second sentence here."))
    document = ExtractedDocument([page], "Doc", None, None)
    first = build_chunks(document, INFO, chunking, count_tokens, LANGUAGES)
    again = build_chunks(document, INFO, chunking, count_tokens, LANGUAGES)
    assert [row["chunk_id"] for row in first] == [row["chunk_id"] for row in again]
    assert first[0]["chunk_id"] == chunk_id(INFO.doc_sha256, first[0]["strategy"], 0)
    assert {row["strategy"] for row in first} == {"operation", "comparison", "trend"}
    assert first[0]["page"] == 3 and first[0]["bbox"] == [10.0, 0.0, 300.0, 32.0]


def test_overlong_plain_sentence_is_split_to_fit(chunking, count_tokens):
    long_sentence = " ".join(f"word{i}" for i in range(120)) + "."
    rows = build_chunks(ExtractedDocument([PageContent(1, lines(long_sentence))], "D", None, None), INFO, chunking, count_tokens, LANGUAGES)
    operation = [row for row in rows if row["strategy"] == "operation"]
    assert len(operation) > 1 and all(row["n_tokens"] <= 40 for row in operation)


def test_table_caption_repeats_with_the_header_and_notes_close_the_table(chunking, count_tokens):
    table = ExtractedTable(page_number=1, bbox=(0, 0, 500, 700), header=["State", "Permit"],
                           rows=[[f"State {i}", str(i)] for i in range(30)],
                           caption=["NICS Firearm Background Checks November - 2015"], notes=["* other firearms"])
    rows = build_chunks(ExtractedDocument([PageContent(1, [], [table])], "NICS", None, None), INFO, chunking, count_tokens, LANGUAGES)
    table_chunks = [row for row in rows if row["strategy"] == "comparison"]
    assert len(table_chunks) > 1
    assert all(row["text"].startswith("Document: NICS\nTable: NICS Firearm Background Checks November - 2015\n"
                                      "| State | Permit |") for row in table_chunks)
    assert [row["text"].endswith("* other firearms") for row in table_chunks] == [False] * (len(table_chunks) - 1) + [True]


def test_a_caption_printed_above_the_frame_goes_with_the_table_and_far_or_long_lines_do_not(chunking, count_tokens):
    table = ExtractedTable(page_number=1, bbox=(40, 200, 500, 300), header=["Venue", "Per hour"],
                           rows=[["Main hall", "NZD 45.00"], ["Supper room", "NZD 27.00"]])
    caption = TextLine("Schedule 2 - Hall hire charges", (40, 180, 260, 192))
    prose = TextLine("Charges are GST inclusive.", (40, 100, 300, 112))
    page = PageContent(1, [prose, caption], [table])
    rows = build_chunks(ExtractedDocument([page], "Schedule of Fees and Charges", None, None), INFO, chunking,
                        count_tokens, LANGUAGES)
    table_text = next(row["text"] for row in rows if row["is_table"] and row["strategy"] == "operation")
    assert table_text.split("\n")[:3] == ["Document: Schedule of Fees and Charges",
                                          "Table: Schedule 2 - Hall hire charges", "| Venue | Per hour |"]
    far = PageContent(1, [TextLine("Schedule 2 - Hall hire charges", (40, 100, 260, 112))], [table])
    rows = build_chunks(ExtractedDocument([far], "Fees", None, None), INFO, chunking, count_tokens, LANGUAGES)
    assert not any("Table:" in row["text"] for row in rows if row["is_table"])


def _table(header, rows, top=20.0):
    return ExtractedTable(page_number=1, bbox=(0, top, 500, 700), header=header, rows=rows, grid=[header, *rows])


def test_table_continued_on_the_next_page_gets_the_header():
    from tasks.ingest.pdf_tables import carry_headers_across_pages

    first = _table(["Notice Date", "Company"], [["06/22/2015", "Maxim"]], top=100)
    continued = _table(["07/17/2015", "Boeing"], [["07/30/2015", "Abbott"]])
    new_table = _table(["Region", "Sites"], [["EU", "4"]])
    far_down = _table(["08/01/2015", "Safeway"], [["08/02/2015", "XOMA"]], top=400)
    pages = [[first], [continued], [new_table], [far_down]]
    carry_headers_across_pages(pages, [800.0] * 4)
    assert continued.continued and continued.header == ["Notice Date", "Company"]
    assert continued.rows == [["07/17/2015", "Boeing"], ["07/30/2015", "Abbott"]]
    assert not new_table.continued and new_table.header == ["Region", "Sites"]  # words: a real header
    assert not far_down.continued  # starts mid-page: a table of its own


# Kafka, Die Verwandlung (1915, public domain), and Cervantes, Don Quijote (1605).
KAFKA = [
    "Als Gregor Samsa eines Morgens aus unruhigen Träumen erwachte, fand er sich in seinem Bett zu einem",
    "ungeheueren Ungeziefer verwandelt. Er lag auf seinem panzerartig harten Rücken und sah, wenn er den Kopf",
    "ein wenig hob, seinen gewölbten, braunen, von bogenförmigen Versteifungen geteilten Bauch.",
]
QUIJOTE = ["En un lugar de la Mancha, de cuyo nombre no quiero acordarme, no ha mucho tiempo que vivía un hidalgo",
           "de los de lanza en astillero, adarga antigua, rocín flaco y galgo corredor."]


def test_chunks_carry_their_language_and_a_table_of_numbers_takes_the_documents(chunking, count_tokens):
    from tasks.ingest.chunk_builder import document_language

    table = ExtractedTable(page_number=2, bbox=(0, 0, 500, 700), header=["1915", "1916"],
                           rows=[[str(1000 + i), str(2000 + i)] for i in range(5)])
    document = ExtractedDocument([PageContent(1, lines(*KAFKA)), PageContent(2, [], [table]),
                                  PageContent(3, lines(*QUIJOTE))], "Die Verwandlung", None, None)
    language = document_language(document, LANGUAGES)
    assert language == "de"
    info = DocumentInfo("doc2", "b" * 64, "kafka.pdf", "Die Verwandlung", "official", 1.0, None, None, language)
    rows = build_chunks(document, info, chunking, count_tokens, LANGUAGES, 0.1)
    expected = {(1, 1): "de", (2, 2): "de", (3, 3): "es"}  # (page, page_end): a chunk on one page
    seen = {((row["page"], row["page_end"]), row["language"]) for row in rows if (row["page"], row["page_end"]) in expected}
    assert seen == set(expected.items())
