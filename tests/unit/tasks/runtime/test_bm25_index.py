"""The sparse index over the real bm25s library: bilingual retrieval, persistence, filters, edge cases."""

import json
import os

import numpy as np
import pytest

from models.retrieval.bm25_tokens import tokenize
from tasks.core.settings import load_settings
from tasks.runtime.bm25_index import MANIFEST, SparseIndex

TEXTS = [
    "KT-100 error E42 means a phase was lost; check the supply wiring.",  # 0
    "错误E42表示供电缺相，请检查电源接线。",  # 1
    "HX-200 pump: error E17 indicates low water pressure at the inlet.",  # 2
    "增值税专用发票应在开具之日起360日内认证抵扣。",  # 3
    "Replace the KT-100 air filter every 500 operating hours.",  # 4
    "个人所得税法自2019年1月1日起施行。",  # 5
]


BM25 = load_settings().embed.bm25  # params.yaml: k1 1.5, b 0.75


def build(texts) -> SparseIndex:
    return SparseIndex.build(texts, k1=BM25.k1, b=BM25.b)


@pytest.fixture(scope="module")
def index() -> SparseIndex:
    return build(TEXTS)


@pytest.mark.parametrize(
    "query, expected_first",
    [
        ("what does error E42 mean on the KT-100", 0),
        ("错误E42是什么意思", 1),
        ("供电缺相", 1),
        ("HX200 low pressure", 2),  # compact spelling finds "HX-200"
        ("专用发票认证期限", 3),
        ("KT100 filter replacement", 4),
        ("个人所得税何时施行", 5),  # search-mode segmentation: "个人所得税" matches "个人所得税法"
    ],
)
def test_query_in_each_language_ranks_the_right_chunk_first(index, query, expected_first):
    hits = index.top(query, k=3)
    assert hits and hits[0][0] == expected_first
    assert all(score > 0 for _, score in hits)
    assert [score for _, score in hits] == sorted((score for _, score in hits), reverse=True)


def test_scores_are_row_aligned(index):
    scores = index.scores("E42")
    assert scores.shape == (len(TEXTS),)
    assert set(np.flatnonzero(scores)) == {0, 1}  # the only chunks with the code, in both languages


def test_scores_many_gives_each_query_its_own_scores(index):
    """The batch form scores every query exactly as `scores` does alone (same floats, also for a token-less query)."""
    queries = ["what does error E42 mean on the KT-100", "错误E42是什么意思", "KT100 filter replacement", "E42",
               "the of and", "E42"]
    batch = index.scores_many(queries)
    assert batch.shape == (len(queries), len(TEXTS)) and batch.dtype == np.float32
    for row, query in zip(batch, queries):
        assert np.array_equal(row, index.scores(query))
    assert not batch[-2].any()
    assert index.scores_many([]).shape == (0, len(TEXTS))


def test_top_of_a_score_row_is_top(index):
    for query in ("what does error E42 mean on the KT-100", "供电缺相", "HX200 low pressure"):
        assert index.top_of(index.scores(query), 3) == index.top(query, 3)


def test_top_of_many_tied_rows_is_the_full_sort(index):
    """`top_of` narrows the rows to those scoring at least the k-th best before sorting: the same pairs as sorting
    every positive, allowed row by (score descending, row ascending), ties at the k-th score included."""
    rng = np.random.default_rng(0)
    scores = rng.choice(np.array([0.0, 0.5, 1.25, 2.0, 3.5], dtype=np.float32), size=(3, len(TEXTS)))
    for row in scores:
        for k in range(len(TEXTS) + 2):
            for allowed in (None, np.arange(len(TEXTS)) % 2 == 0):
                keep = (row > 0) & (True if allowed is None else allowed)
                rows = np.flatnonzero(keep)
                expected = [(int(r), float(row[r])) for r in rows[np.lexsort((rows, -row[rows]))][:k]]
                assert index.top_of(row, k, allowed) == expected


def test_top_only_returns_rows_sharing_a_token(index):
    assert [row for row, _ in index.top("E42", k=10)] in ([0, 1], [1, 0])
    assert index.top("E42", k=0) == []
    assert len(index.top("KT-100", k=1)) == 1


def test_allowed_mask_excludes_rows(index):
    allowed = np.ones(len(TEXTS), dtype=bool)
    allowed[1] = False
    hits = index.top("错误E42是什么意思", k=5, allowed=allowed)
    assert 1 not in [row for row, _ in hits]
    assert hits[0][0] == 0  # the English chunk still shares "e42"
    assert index.top("E42", k=5, allowed=np.zeros(len(TEXTS), dtype=bool)) == []


@pytest.mark.parametrize(
    "allowed",
    [np.ones(len(TEXTS) - 1, dtype=bool), np.ones(len(TEXTS), dtype=int), np.ones((len(TEXTS), 1), dtype=bool)],
)
def test_bad_masks_and_k_are_rejected(index, allowed):
    with pytest.raises(ValueError, match="allowed"):
        index.top("E42", k=3, allowed=allowed)
    with pytest.raises(ValueError, match="k must"):
        index.top("E42", k=-1)


@pytest.mark.parametrize("query", ["", "   ", "the of and", "的了是", "？！。"])
def test_query_without_tokens_has_no_hits(index, query):
    assert tokenize(query) == []
    assert not index.scores(query).any()
    assert index.top(query, k=5) == []


def test_unknown_terms_have_no_hits(index):
    assert index.top("zebra 斑马", k=5) == []


def test_save_load_round_trip_gives_identical_scores(index, tmp_path):
    folder = tmp_path / "sparse"
    index.save(folder)
    manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    assert manifest["n_docs"] == len(TEXTS) and manifest["has_model"]
    loaded = SparseIndex.load(folder)
    assert (loaded.n_docs, loaded.k1, loaded.b) == (index.n_docs, index.k1, index.b)
    for query in ["E42 phase", "错误E42", "HX-200 pressure", "增值税 发票", "nothing here"]:
        np.testing.assert_array_equal(loaded.scores(query), index.scores(query))
        assert loaded.top(query, k=4) == index.top(query, k=4)


def test_bm25_parameters_are_used_and_kept(tmp_path):
    texts = ["pump pump pump seal", "pump seal gasket valve flange bolt nut washer"]
    default, flat = build(texts), SparseIndex.build(texts, k1=1.2, b=0.0)
    assert not np.allclose(default.scores("pump"), flat.scores("pump"))
    flat.save(tmp_path / "flat")
    np.testing.assert_array_equal(SparseIndex.load(tmp_path / "flat").scores("pump"), flat.scores("pump"))


@pytest.mark.parametrize("k1, b", [(-0.1, 0.75), (1.5, 1.1), (1.5, -0.1)])
def test_bad_bm25_parameters_are_rejected(k1, b):
    with pytest.raises(ValueError):
        SparseIndex.build(TEXTS, k1=k1, b=b)


@pytest.mark.parametrize("texts", [[], ["", "the of", "。。。"]])
def test_corpus_without_tokens_builds_saves_and_has_no_hits(texts, tmp_path):
    index = build(texts)
    assert index.n_docs == len(texts)
    assert index.scores("E42").shape == (len(texts),) and not index.scores("E42").any()
    assert index.top("E42", k=5, allowed=np.ones(len(texts), dtype=bool)) == []
    index.save(tmp_path / "empty")
    loaded = SparseIndex.load(tmp_path / "empty")
    assert loaded.n_docs == len(texts) and loaded.top("E42", k=5) == []


def test_token_less_rows_keep_their_positions():
    index = build(["", "the of", "error E42", "。"])
    assert index.top("E42", k=5) == [(2, pytest.approx(float(index.scores("E42")[2])))]
    assert index.scores("E42").shape == (4,)


def test_index_from_other_tokenizer_version_is_refused(index, tmp_path):
    folder = tmp_path / "old"
    index.save(folder)
    manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    manifest["tokenizer_version"] = "0"
    (folder / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    with pytest.raises(ValueError, match="rebuild"):
        SparseIndex.load(folder)


def test_missing_index_folder_raises(tmp_path):
    with pytest.raises(FileNotFoundError):
        SparseIndex.load(tmp_path / "absent")


# ../shared/testdata/ocr/eurotext.txt: the same sentence in French, German and Spanish (tesseract's test page).
EUROTEXT = {
    "fr": "Le renard brun «rapide» saute par-dessus le chien paresseux.",
    "de": "Der „schnelle” braune Fuchs springt über den faulen Hund.",
    "es": "El zorro marrón rápido salta sobre el perro perezoso.",
}


def test_rows_and_queries_are_tokenised_by_their_own_language(tmp_path):
    languages = load_settings().ingest.languages
    texts = [*TEXTS, "L'assurance couvre l'entretien du renard.", *EUROTEXT.values()]
    text_languages = [None] * len(TEXTS) + ["fr", *EUROTEXT]
    built = SparseIndex.build(texts, k1=BM25.k1, b=BM25.b, text_languages=text_languages, languages=languages)
    built.save(tmp_path)
    loaded = SparseIndex.load(tmp_path)
    assert loaded.languages == tuple(languages)
    assert json.loads((tmp_path / MANIFEST).read_text())["languages"] == list(languages)
    # The French query is detected as French, so its elided article is cut off as it was in the row.
    assert loaded.query_tokens("l'entretien de l'assurance") == ["entretien", "de", "assurance"]
    assert loaded.top("l'entretien de l'assurance", 1)[0][0] == len(TEXTS)
    # German "will" (wants) is a word there, not an English stopword; an English query still drops its stopwords.
    assert "will" in loaded.query_tokens("Der Nachbar will seine Katze nicht füttern")
    assert loaded.query_tokens("what does error E42 mean") == tokenize("what does error E42 mean")


def test_the_same_texts_give_byte_identical_files_whatever_the_hash_seed(tmp_path):
    """bm25s numbers plain tokens in a set's iteration order (the hash seed's); the index hands it a sorted vocabulary,
    so two builds of the same texts write the same files (what a second `dvc repro` must find)."""
    import subprocess
    import sys

    script = ("import sys; from pathlib import Path; from tasks.runtime.bm25_index import SparseIndex; "
              f"SparseIndex.build({TEXTS!r} + ['', 'the of'], k1=1.5, b=0.75).save(Path(sys.argv[1]))")
    written = {}
    for seed in ("1", "2"):
        folder = tmp_path / seed
        done = subprocess.run([sys.executable, "-c", script, str(folder)], env={**os.environ, "PYTHONHASHSEED": seed},
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr[-2000:]
        written[seed] = {path.relative_to(folder): path.read_bytes()
                         for path in sorted(folder.rglob("*")) if path.is_file()}
    assert written["1"] and written["1"] == written["2"]


def test_row_tokens_are_the_tokens_of_the_rows_texts_on_the_sample_index(sample_built_root):
    """A document's terms are read from the score matrix instead of tokenising its chunks again at query time: the
    same set, for every document of the real sample index (English and Chinese, text layers and OCR), and for a
    single row; nothing for no rows."""
    import pandas as pd

    from tasks.core.paths import DataPaths
    from tasks.runtime.index_store import current_dir

    folder = current_dir(DataPaths(sample_built_root)) / "operation"
    chunks = pd.read_parquet(folder / "chunks.parquet")
    sparse = SparseIndex.load(folder / "sparse")
    languages = [None if pd.isna(value) else value for value in chunks["language"]]
    checked = 0
    for _, rows in chunks.groupby("doc_id").indices.items():
        expected = {token for row in rows for token in tokenize(chunks["text"].iloc[row], languages[row])}
        assert sparse.row_tokens(list(rows)) == expected
        checked += 1
    assert checked >= 50 and any("\u4e00" <= ch <= "\u9fff" for text in chunks["text"] for ch in text[:50])
    assert sparse.row_tokens([0]) == set(tokenize(chunks["text"].iloc[0], languages[0]))
    assert sparse.row_tokens([]) == frozenset()
