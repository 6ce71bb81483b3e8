"""The same real PDF under two names (as in a document share), for the ingest, embed and runtime tests of "one
document, several source paths": a one-page SCOTUS transcript copied byte for byte to two folders, and a
precinct bulletin as a second, different document. OCR is off: both have text layers, and the tests stay fast."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from tasks.core.paths import DataPaths

TRANSCRIPT = "pdf/scotus-transcript-p1.pdf"
BULLETIN = "pdf/la-precinct-bulletin-2014-p1.pdf"
FIRST = "archive/2019/transcript.pdf"  # sorts first: the canonical path while both copies exist
SECOND = "cases/scotus-transcript-p1.pdf"
OTHER = "bulletins/la-precinct-bulletin.pdf"
TRANSCRIPT_QUERY = "Knowles, Warden, petitioner v. Alexandre Mirzayance in the Supreme Court"


def place(testdata: Path, source: Path, *names: str) -> Path:
    """Copy the test files to `source` under the given names (FIRST / SECOND: the transcript; OTHER: the bulletin)."""
    for name in names:
        target = source / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(testdata / (BULLETIN if name == OTHER else TRANSCRIPT), target)
    return source


def ingest_settings(source: Path, **overrides: Any) -> Any:
    from tasks.core.settings import load_settings

    return load_settings(overrides={"ingest.source": str(source), "ingest.ocr.enabled": False, **overrides})


def write_pre_merge_store(paths: DataPaths) -> None:
    """Rewrite the chunk and document stores as ingestion wrote them before copies were merged: a chunk once per
    path that holds it, each row with that path's own doc_id, title, source type and credibility, and neither
    `source_paths` nor `canonical_path`."""
    import pandas as pd
    import pyarrow as pa
    import pyarrow.parquet as pq

    from tasks.ingest.chunk_builder import chunk_schema, document_schema

    chunks = pd.read_parquet(paths.chunk_store)
    documents = pd.read_parquet(paths.document_store).set_index("source_path")
    rows = []
    for record in chunks.to_dict("records"):
        for path in record.pop("source_paths"):
            own = documents.loc[path]
            rows.append({**record, "source_path": path, "doc_id": own["doc_id"], "title": own["title"],
                         "source_type": own["source_type"], "credibility": own["credibility"]})
    old_chunks = pa.schema([field for field in chunk_schema() if field.name != "source_paths"])
    old_documents = pa.schema([field for field in document_schema() if field.name != "canonical_path"])
    pq.write_table(pa.Table.from_pandas(pd.DataFrame(rows)[old_chunks.names], schema=old_chunks,
                                        preserve_index=False), paths.chunk_store)
    pq.write_table(pa.Table.from_pandas(documents.reset_index()[old_documents.names], schema=old_documents,
                                        preserve_index=False), paths.document_store)
