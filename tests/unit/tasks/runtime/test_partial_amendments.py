"""A version amended in part stays in force for what the amendment leaves alone, over a real index: the chains come
from the chunks' stored version cues, the changed statements from the texts (EvidenceFeaturizer.window)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from models.documents.metadata import first_year
from models.evidence.version_cues import extract_version_cues
from tasks.core.paths import DataPaths
from tests.unit.tasks.runtime.tiny_index import _sha, runtime_settings

BASE = "official/utility-rules/water-charges-2023.pdf"
AMENDMENT = "official/utility-rules/water-charges-2023-amendment-1.pdf"
# (title, chunks): the base schedule's items two to a chunk, as a 128-token chunking would hold them
DOCUMENTS = {
    BASE: ("Schedule of Water Charges 2023", [
        "Schedule of Water Charges 2023. Issued by the Tarn Valley Water Board on 2 March 2023. This Schedule takes "
        "effect on 1 April 2023.",
        "1. Connection fee: USD 120 for a new domestic connection.\n2. Reconnection fee: USD 50 after disconnection "
        "for arrears.",
        "3. Meter test fee: USD 35, refunded when the meter is found faulty.\n4. Hydrant hire: USD 40 per day.",
    ]),
    AMENDMENT: ("Schedule of Water Charges 2023 - Amendment No. 1", [
        "Schedule of Water Charges 2023 - Amendment No. 1. Made by the Tarn Valley Water Board on 5 May 2025, to take "
        "effect on 1 July 2025. The Schedule of Water Charges 2023 is amended as follows.",
        "Item 2 of the Schedule is amended to read: Reconnection fee: USD 65 after disconnection for arrears.",
    ]),
}
AS_OF = date(2026, 1, 15)  # the amendment in force, nothing after it


def _rows() -> list[dict]:
    rows = []
    for path, (title, texts) in DOCUMENTS.items():
        cues = extract_version_cues(title, "\n".join(texts))
        doc_sha = _sha(f"content:{path}")
        for strategy in ("operation", "comparison", "trend"):
            for ordinal, text in enumerate(texts):
                rows.append({
                    "chunk_id": _sha(f"{doc_sha}:{strategy}:{ordinal}")[:24], "doc_id": _sha(path)[:16],
                    "doc_sha256": doc_sha, "source_path": path, "title": title, "strategy": strategy,
                    "ordinal": ordinal, "text": text, "n_tokens": len(text.split()), "page": 1, "page_end": 1,
                    "bbox": [72.0, 72.0, 500.0, 90.0], "is_table": False, "year": first_year(text), "language": "en",
                    "source_type": "official", "credibility": 1.0, "last_updated": None,
                    "effective_date": date.fromisoformat(cues.effective_date) if cues.effective_date else None,
                    "version_cues": cues.to_json(), "ocr": False, "ocr_engine": None, "ocr_confidence": None,
                })
    return rows


@pytest.fixture(scope="module")
def featurizer(tmp_path_factory: pytest.TempPathFactory):
    import pyarrow as pa
    import pyarrow.parquet as pq

    from tasks.embed import stage as embed
    from tasks.ingest.chunk_builder import chunk_schema
    from tasks.runtime.evidence import open_featurizer

    paths = DataPaths(Path(tmp_path_factory.mktemp("amended")) / "data")
    paths.chunks_dir.mkdir(parents=True)
    pq.write_table(pa.Table.from_pylist(_rows(), schema=chunk_schema()), paths.chunk_store)
    settings = runtime_settings(paths, **{"embed.probe_sample": 5})
    assert embed.run(settings, paths, progress=False).switched
    return open_featurizer(settings, paths)


def _chunk(featurizer, path: str, ordinal: int):
    chunks = featurizer.version.strategy("operation").chunks
    row = chunks[(chunks["source_path"] == path) & (chunks["ordinal"] == ordinal)]
    return featurizer.candidate_by_id(str(row["chunk_id"].iloc[0]))


def test_the_amended_version_is_chained_with_the_provisions_it_keeps(featurizer) -> None:
    base = featurizer.lineage[_sha(BASE)[:16]]
    assert base.amended_by == (_sha(AMENDMENT)[:16],)
    assert base.valid_until == date(2025, 6, 30) and base.kept_until is None


@pytest.mark.parametrize("ordinal, query, state", [
    (2, "How much is the meter test fee?", "in_force"),  # no statement of the chunk is amended
    (2, None, "in_force"),
    (1, "What is the connection fee for a new house?", "in_force"),  # the chunk's other item is amended
    (1, "How much does reconnection cost after arrears?", "superseded"),  # the asked item is amended
    (1, None, "superseded"),  # no question: a chunk holding an amended statement is not current
])
def test_a_chunk_is_current_unless_the_statement_asked_about_was_amended(featurizer, ordinal, query, state) -> None:
    candidate = _chunk(featurizer, BASE, ordinal)
    assert featurizer.validity(candidate.metadata, AS_OF, candidate.text, query) == state


def test_without_the_text_the_window_is_a_replacements(featurizer) -> None:
    candidate = _chunk(featurizer, BASE, 2)
    assert featurizer.validity(candidate.metadata, AS_OF) == "superseded"
    assert featurizer.validity(candidate.metadata, date(2024, 6, 1), candidate.text, None) == "in_force"
