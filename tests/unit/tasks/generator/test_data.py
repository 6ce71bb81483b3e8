"""The generator's data selection: sets spread over their families, and quantize's calibration passages kept apart
from the passages its text perplexity is measured on."""

from __future__ import annotations

from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from tasks.core.paths import DataPaths
from tasks.generator.data import corpus_texts, spread
from tasks.generator.quantize import corpus_split


def test_spread_takes_evenly_over_the_set():
    assert spread(range(10), 3) == [0, 3, 6]
    assert spread(range(10), None) == list(range(10)) and spread(range(4), 9) == [0, 1, 2, 3]


def test_calibration_and_held_out_passages_are_disjoint(tmp_path: Path):
    paths = DataPaths(tmp_path)
    paths.chunk_store.parent.mkdir(parents=True)
    rows = [{"source_path": f"doc{i // 7:03d}.pdf", "strategy": strategy, "ordinal": i % 7, "text": f"passage {i}"}
            for i in range(1913) for strategy in ("operation", "comparison")]
    pq.write_table(pa.Table.from_pylist(rows), paths.chunk_store)
    texts = corpus_texts(paths)
    assert len(texts) == 1913  # one strategy: every passage once
    calibration, held_out = corpus_split(paths, 128, 64)
    assert len(calibration) == 128 and len(held_out) == 64
    assert not set(calibration) & set(held_out)
    assert calibration[0] == texts[0] and calibration[-1] == texts[14 * 127]  # evenly over the whole corpus
