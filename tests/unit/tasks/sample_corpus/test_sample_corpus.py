"""Tests for tasks.sample_corpus: composition, PDF properties seen through pdfplumber, labels, determinism."""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pdfplumber
import pytest

from tasks.sample_corpus import generate_sample_corpus
from tasks.sample_corpus.specs import INTENTS, REFERENCE_DATE, build_document_specs, build_query_rows, split_queries


@dataclass(frozen=True)
class ExtractedPage:
    n_chars: int
    n_images: int
    text: str


@dataclass(frozen=True)
class Corpus:
    root: Path
    summary: object
    manifest: dict
    documents: dict[str, dict]
    train: list[dict]
    heldout: list[dict]
    pages: dict[str, list[ExtractedPage]]
    metadata: dict[str, dict]

    @property
    def queries(self) -> list[dict]:
        return self.train + self.heldout

    def text_of(self, rel_path: str) -> str:
        return "\n".join(page.text for page in self.pages[rel_path])


def _read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _file_hashes(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(root.rglob("*")) if p.is_file()}


# Two rule families of each family set: every kind of document, question and phrasing, at a fifth of the whole
# corpus's generation and extraction time (make test's budget); `make eval` and `ragops sample-corpus` build all.
FAMILIES_PER_SET = 2


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    root = tmp_path_factory.mktemp("corpus")
    summary = generate_sample_corpus(root, seed=7, families_per_set=FAMILIES_PER_SET)
    manifest = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    pages: dict[str, list[ExtractedPage]] = {}
    metadata: dict[str, dict] = {}
    # Extract every PDF once; the tests below look at the result from different angles.
    for entry in manifest["documents"]:
        with pdfplumber.open(root / entry["path"]) as pdf:
            metadata[entry["path"]] = dict(pdf.metadata)
            pages[entry["path"]] = [ExtractedPage(len(p.chars), len(p.images), p.extract_text() or "") for p in pdf.pages]
    return Corpus(
        root=root,
        summary=summary,
        manifest=manifest,
        documents={entry["path"]: entry for entry in manifest["documents"]},
        train=_read_jsonl(root / "queries" / "train.jsonl"),
        heldout=_read_jsonl(root / "queries" / "heldout.jsonl"),
        pages=pages,
        metadata=metadata,
    )


def test_composition_meets_the_brief(corpus: Corpus) -> None:
    pdfs = sorted(corpus.root.rglob("*.pdf"))
    assert len(pdfs) >= 40
    assert len(pdfs) == corpus.summary.n_documents == len(corpus.documents)
    docs = corpus.documents.values()
    assert {d["intent"] for d in docs} == set(INTENTS)
    assert sum(d["language"] == "zh" for d in docs) >= 5
    sources = Counter(d["source_type"] for d in docs)
    assert set(sources) == {"official", "wechat", "forum"}
    assert sources["official"] > sources["wechat"] + sources["forum"]
    for path in corpus.documents:
        # Public utilities' and municipalities' rules (the unseen-phrasing families) are official sources too.
        folder = path.split("/")[0]
        assert folder == corpus.documents[path]["source_type"] or (
            folder in ("public", "municipal") and corpus.documents[path]["source_type"] == "official")
        assert (corpus.root / path).is_file()


def test_summary_matches_written_files(corpus: Corpus) -> None:
    summary = corpus.summary.to_dict()
    assert summary["n_queries_train"] == len(corpus.train)
    assert summary["n_queries_heldout"] == len(corpus.heldout)
    assert summary["n_scanned_pages"] == sum(len(d["scanned_pages"]) for d in corpus.documents.values())
    assert json.dumps(summary)  # JSON-serialisable for the CLI


def test_version_pairs_differ_in_dates_and_numbers(corpus: Corpus) -> None:
    groups: dict[str, list[dict]] = {}
    for doc in corpus.documents.values():
        if doc["version_group"]:
            groups.setdefault(doc["version_group"], []).append(doc)
    paired = {g: m for g, m in groups.items() if {"superseded", "current"} <= {d["version_label"] for d in m}}
    assert len(paired) >= 3
    for members in paired.values():
        superseded = next(d for d in members if d["version_label"] == "superseded")
        current = next(d for d in members if d["version_label"] == "current")
        assert superseded["effective_date"] < current["effective_date"] <= REFERENCE_DATE.isoformat()
        assert superseded["last_updated"] < current["last_updated"]
        assert superseded["valid_until"] < current["effective_date"]
    warranty = {d["version_label"]: d["path"] for d in groups["warranty-service-fee"]}
    assert "USD 120 per visit" in corpus.text_of(warranty["superseded"])
    assert "USD 150 per visit" in corpus.text_of(warranty["current"])
    assert "Effective April 1, 2024" in corpus.text_of(warranty["current"])
    assert "This policy takes effect on January 1, 2019." in corpus.text_of(warranty["superseded"])
    reimbursement = {d["version_label"]: d["path"] for d in groups["service-expense-reimbursement"]}
    assert "自2024年4月1日起施行" in corpus.text_of(reimbursement["current"])
    assert "自2021年1月1日起施行" in corpus.text_of(reimbursement["superseded"])


def test_pdf_metadata_dates_and_title_match_manifest(corpus: Corpus) -> None:
    for path, doc in corpus.documents.items():
        metadata = corpus.metadata[path]
        expected = "D:" + doc["last_updated"].replace("-", "")
        assert metadata["ModDate"].startswith(expected), path
        assert metadata["CreationDate"].startswith(expected), path
        assert metadata["Title"] == doc["title"]


def test_last_updated_line_is_in_the_text(corpus: Corpus) -> None:
    for path, doc in corpus.documents.items():
        if doc["scanned_pages"] and len(doc["scanned_pages"]) == doc["n_pages"]:
            continue  # fully scanned: only OCR can read it
        if doc["phrasing"]:
            continue  # rule families state their dates in their own words (issued, adopted, 印发…)
        marker = "最后更新：" if doc["language"] == "zh" else "Last updated: "
        assert f"{marker}{doc['last_updated']}" in corpus.text_of(path), path


def test_scanned_pages_have_no_text_layer_but_normal_pages_do(corpus: Corpus) -> None:
    scanned = [(path, n) for path, d in corpus.documents.items() for n in d["scanned_pages"]]
    assert len(scanned) >= 5
    kinds = {"full" if len(corpus.documents[p]["scanned_pages"]) == corpus.documents[p]["n_pages"] else "mixed" for p, _ in scanned}
    assert kinds == {"full", "mixed"}
    for path, doc in corpus.documents.items():
        extracted = corpus.pages[path]
        assert len(extracted) == doc["n_pages"]
        for number, page in enumerate(extracted, start=1):
            if number in doc["scanned_pages"]:
                assert page.n_chars == 0 and page.n_images == 1, (path, number)
            else:
                assert page.n_chars > 50, (path, number)


def test_spec_sheet_table_with_merged_cells_is_detected(corpus: Corpus) -> None:
    path = "official/specs/hx-200-vs-hx-300-spec-sheet.pdf"
    with pdfplumber.open(corpus.root / path) as pdf:
        tables = pdf.pages[0].find_tables()
        assert tables, "pdfplumber found no lattice table"
        rows = tables[0].extract()
    # pdfplumber reports cells covered by a merged cell as None.
    assert rows[0][:4] == ["Group", "Parameter", "Unit", "Model"] and rows[0][4] is None  # "Model" spans two columns
    assert rows[1][0] is None and rows[1][3:] == ["HX-200", "HX-300"]  # "Group" spans two header rows
    refrigerant = next(row for row in rows if row[1] == "Refrigerant")
    assert refrigerant[3] == "R-32" and refrigerant[4] is None  # shared value spans both model columns
    assert any(row[0] is None for row in rows[2:])  # a group label spans several rows


def test_chinese_text_round_trips(corpus: Corpus) -> None:
    text = corpus.text_of("official/policies/service-expense-reimbursement-2024-zh.pdf")
    assert "每次上门服务费的报销上限为1000元。" in text
    assert "但若发票缺失，则可延期至8月31日。" in text
    assert corpus.metadata["official/policies/service-expense-reimbursement-2024-zh.pdf"]["Title"] == "售后服务费用报销管理办法（2024年版）"
    for path, doc in corpus.documents.items():
        if doc["language"] == "zh" and len(doc["scanned_pages"]) < doc["n_pages"]:  # a whole scan has no text layer
            assert sum("\u4e00" <= ch <= "\u9fff" for ch in corpus.text_of(path)) > 50, path


def test_conditional_clauses_are_present(corpus: Corpus) -> None:
    english = " ".join(corpus.text_of(p) for p, d in corpus.documents.items() if d["language"] == "en")
    chinese = "".join(corpus.text_of(p) for p, d in corpus.documents.items() if d["language"] == "zh")
    for cue in ("However,", "Unless", "Provided that", ", unless "):
        assert english.count(cue) >= 3, cue
    for cue in ("但若", "除非"):
        assert chinese.count(cue) >= 3, cue


def test_queries_are_well_formed(corpus: Corpus) -> None:
    queries = corpus.queries
    assert len(queries) >= 200
    assert len({q["query_id"] for q in queries}) == len(queries)
    assert len({q["query"] for q in queries}) > 0.9 * len(queries)
    assert {q["intent"] for q in corpus.train} == {q["intent"] for q in corpus.heldout} == set(INTENTS)
    assert {q["language"] for q in corpus.heldout} == {"en", "zh"}
    for q in queries:
        doc = corpus.documents[q["relevant_doc"]]
        assert q["language"] == doc["language"]
        assert q["relevant_text"] and "\n" not in q["relevant_text"]
        if doc["version_group"]:
            assert q["version_group"] == doc["version_group"] and q["current_doc"] == q["relevant_doc"]
            # The labelled version must be the one in force at the query's as-of date (or the one a later amendment
            # of other items leaves in force for this one).
            assert doc["effective_date"] <= q["as_of"]
            assert doc["valid_until"] is None or q["as_of"] <= doc["valid_until"] or q["amended_elsewhere"]
        else:
            assert q["version_group"] is None and q["current_doc"] is None
    historical = [q for q in queries if q["version_group"] and corpus.documents[q["relevant_doc"]]["version_label"] == "superseded"]
    assert len(historical) >= 4


# Time cues in the questions about versioned policies: "now" words, or an explicit year / date.
_NOW_WORDS = re.compile(r"\b(now|current|currently|today|at the moment|at present|latest)\b|现行|最新|目前", re.IGNORECASE)
_EXPLICIT_YEAR = re.compile(r"\b20\d\d\b|20\d\d年")


def _version_category(q: dict, documents: dict[str, dict]) -> str:
    label = documents[q["relevant_doc"]]["version_label"]
    if label == "upcoming":
        return "upcoming"
    if label == "superseded":
        return "past"
    return "now" if _NOW_WORDS.search(q["query"]) else "undated"


def test_versioned_questions_cover_every_time_cue(corpus: Corpus) -> None:
    # Rule families (families.py) check their own questions' kinds against their dates (check_families).
    versioned = [q for q in corpus.queries if q["version_group"] and not q["phrasing"]]
    assert len(versioned) >= 50
    categories = Counter((_version_category(q, corpus.documents), q["language"]) for q in versioned)
    for category in ("past", "now", "undated"):
        assert categories[(category, "en")] >= 8, (category, categories)
        assert categories[(category, "zh")] >= 3, (category, categories)
    assert categories[("upcoming", "en")] >= 3
    reference = REFERENCE_DATE.isoformat()
    for q in versioned:
        category = _version_category(q, corpus.documents)
        if category == "past":  # a superseded version answers only when the question names its time
            assert _EXPLICIT_YEAR.search(q["query"]) and q["as_of"] < reference, q
        elif category == "upcoming":
            assert q["as_of"] > reference, q
        else:  # "now" words, or no time words at all: the version in force at the reference date
            assert q["as_of"] == reference, q
            assert not _EXPLICIT_YEAR.search(q["query"]), q
            assert corpus.documents[q["relevant_doc"]]["version_label"] == "current", q


def test_heldout_split_holds_enough_versioned_questions(corpus: Corpus) -> None:
    versioned = [q for q in corpus.queries if q["version_group"]]
    heldout = [q for q in corpus.heldout if q["version_group"]]
    assert len(heldout) >= 15
    assert abs(len(heldout) / len(versioned) - 0.3) < 0.08
    categories = Counter(_version_category(q, corpus.documents) for q in heldout)
    assert categories["past"] >= 3 and categories["now"] + categories["undated"] >= 3, categories
    assert {q["language"] for q in heldout} == {"en", "zh"}


def test_every_relevant_text_is_found_in_its_document(corpus: Corpus) -> None:
    scanned_targets = 0
    for q in corpus.queries:
        if q["on_scanned_page"]:
            scanned_targets += 1  # needs OCR; the scanned page numbers are in the manifest
            assert corpus.documents[q["relevant_doc"]]["scanned_pages"]
            continue
        # Whitespace runs collapsed to one space on both sides: extraction re-wraps lines.
        # Chinese lines wrap between any two characters: compare without whitespace there.
        joiner = "" if q["language"] == "zh" else " "
        text = joiner.join(corpus.text_of(q["relevant_doc"]).split())
        assert joiner.join(q["relevant_text"].split()) in text, (q["query_id"], q["relevant_text"])
    assert scanned_targets >= 5


def test_same_seed_is_byte_identical_and_other_seed_differs(corpus: Corpus, tmp_path: Path) -> None:
    again = generate_sample_corpus(tmp_path / "again", seed=7, families_per_set=FAMILIES_PER_SET)
    other = generate_sample_corpus(tmp_path / "other", seed=8, families_per_set=FAMILIES_PER_SET)
    reference = _file_hashes(corpus.root)
    assert _file_hashes(again.root) == reference
    other_hashes = _file_hashes(other.root)
    assert set(other_hashes) == set(reference)  # stable paths
    # Rule families are fixed texts (their wording is the point); the rest draws from the seed.
    seeded = [k for k in reference if not (corpus.documents.get(k) or {}).get("phrasing")]
    assert sum(other_hashes[k] != reference[k] for k in seeded) > len(seeded) // 2


def test_split_is_deterministic_and_respects_fraction() -> None:
    rows = build_query_rows(build_document_specs(seed=3))
    train, heldout = split_queries(rows, seed=3, heldout_fraction=0.25)
    assert (train, heldout) == split_queries(rows, seed=3, heldout_fraction=0.25)
    assert len(train) + len(heldout) == len(rows)
    assert abs(len(heldout) / len(rows) - 0.25) < 0.05
    assert {q["query_id"] for q in heldout} != {q["query_id"] for q in split_queries(rows, seed=4, heldout_fraction=0.25)[1]}
    # Stratified: questions about versioned documents, past / reference-date / upcoming as-of dates,
    # land on both sides in about the requested proportion.
    versioned = [q for q in rows if q["version_group"]]
    versioned_heldout = [q for q in heldout if q["version_group"]]
    assert abs(len(versioned_heldout) / len(versioned) - 0.25) < 0.08
    reference = REFERENCE_DATE.isoformat()
    for part in (train, heldout):
        times = {(q["language"], "past" if q["as_of"] < reference else "reference" if q["as_of"] == reference else "future")
                 for q in part if q["version_group"]}
        assert {("en", "past"), ("en", "reference"), ("en", "future"), ("zh", "past"), ("zh", "reference")} <= times


@pytest.mark.parametrize("fraction", [0.0, 1.0, -0.1, 1.5])
def test_heldout_fraction_outside_open_unit_interval_is_rejected(fraction: float, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="heldout_fraction"):
        generate_sample_corpus(tmp_path, heldout_fraction=fraction)
    assert not any(tmp_path.iterdir())  # validated before anything is written


def test_unseen_phrasings_are_whole_families_kept_out_of_train_and_heldout(corpus: Corpus) -> None:
    """Rule families written in the unseen phrasings have their questions in unseen_phrasing.jsonl only: no train or
    held-out question is about one of their documents, and every one of those questions is."""
    from tasks.sample_corpus.families import check_families
    from tasks.sample_corpus.specs import _first_families, _seen_family_sets, _unseen_family_sets

    SEEN_FAMILIES = tuple(family for members in _seen_family_sets() for family in members)
    UNSEEN_FAMILIES = tuple(family for members in _unseen_family_sets() for family in members)
    check_families((*SEEN_FAMILIES, *UNSEEN_FAMILIES), REFERENCE_DATE)
    unseen = _read_jsonl(corpus.root / "queries" / "unseen_phrasing.jsonl")
    phrasings = {family.phrasing for family in UNSEEN_FAMILIES}
    unseen_docs = {path for path, entry in corpus.documents.items() if entry["phrasing"] in phrasings}
    included = [family for members in _unseen_family_sets()
                for family in _first_families(members, FAMILIES_PER_SET)]
    assert corpus.summary.n_queries_unseen_phrasing == len(unseen) == sum(len(f.questions) for f in included)
    assert {q["relevant_doc"] for q in unseen} <= unseen_docs
    assert not {q["relevant_doc"] for q in corpus.queries} & unseen_docs
    assert not phrasings & {family.phrasing for family in SEEN_FAMILIES}
    kinds = Counter("current" if q["as_of"] == REFERENCE_DATE.isoformat() else
                    "historical" if q["as_of"] < REFERENCE_DATE.isoformat() else "future" for q in unseen)
    assert kinds["current"] and kinds["historical"] and kinds["future"]
    assert {q["language"] for q in unseen} == {"en", "zh"}


# The names the near-miss no-answer questions ask about: none may occur in any document of the corpus.
NO_ANSWER_NAMES = ("QR-15", "ZT-900", "MX-70", "BL-3", "RX-10", "RX-20", "DV-600", "GH-45", "TS-8", "NP-30",
                   "NP-60", "Ashworth", "Lake Morrow", "Halverton", "Calloway", "Aldric", "青川", "白鹭湖", "东湾区",
                   "松江大学")


def test_no_answer_questions_are_unanswerable_by_the_corpus(corpus: Corpus) -> None:
    from tasks.promotion.evaluate import load_golden
    from tasks.sample_corpus.no_answer import FAMILIES

    rows = load_golden(corpus.root / "queries" / "no_answer.jsonl")
    assert len(rows) == sum(len(questions) for questions in FAMILIES.values())
    assert all(row["answerable"] is False for row in rows)
    for family in FAMILIES:
        assert {row["language"] for row in rows if row["phrasing"] == f"noanswer-{family}"} == {"en", "zh"}
    labelled = {q["query"] for q in corpus.queries}
    assert not labelled & {row["query"] for row in rows}
    text = "\n".join(corpus.text_of(path) for path in corpus.documents)
    assert [name for name in NO_ANSWER_NAMES if name in text] == []
    asked = "\n".join(row["query"] for row in rows)
    assert all(name in asked for name in NO_ANSWER_NAMES)  # the list above is the questions' own names


def test_the_development_set_keeps_every_unseen_and_blind_family_out() -> None:
    """`make demo`'s corpus (family_sets "development"): whole families of the phrasings kept out of training stay
    out; they are evaluation material (`make eval`'s own root, family_sets "all")."""
    from tasks.sample_corpus.specs import unseen_phrasings

    development, every = build_document_specs(7, 2, "development"), build_document_specs(7, 2, "all")
    unseen = unseen_phrasings()
    assert not [doc.rel_path for doc in development if doc.phrasing in unseen]
    assert [doc.rel_path for doc in every if doc.phrasing in unseen]
    assert {doc.rel_path for doc in development} < {doc.rel_path for doc in every}
    with pytest.raises(ValueError, match="family_sets"):
        build_document_specs(7, 2, "demo")


def test_a_development_corpus_writes_no_unseen_question_file_and_removes_a_stale_one(tmp_path: Path) -> None:
    stale = tmp_path / "queries" / "unseen_phrasing.jsonl"
    stale.parent.mkdir(parents=True)
    stale.write_text('{"query": "left by an earlier corpus"}\n', encoding="utf-8")
    summary = generate_sample_corpus(tmp_path, seed=7, families_per_set=0, family_sets="development")
    assert not stale.exists()
    assert summary.n_queries_unseen_phrasing == 0 and summary.n_queries_train > 0
    assert (tmp_path / "queries" / "heldout.jsonl").stat().st_size > 0


def test_a_corpus_without_rule_families_writes_no_empty_unseen_question_file(tmp_path: Path) -> None:
    """`families_per_set: 0` keeps every set empty: no unseen question, so no file (`ragops eval` refuses an empty
    question set; a missing one means "none")."""
    summary = generate_sample_corpus(tmp_path, seed=7, families_per_set=0)
    assert summary.n_queries_unseen_phrasing == 0
    assert not (tmp_path / "queries" / "unseen_phrasing.jsonl").exists()
