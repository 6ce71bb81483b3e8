"""Candidate evidence and its features — the one code path shared by training, evaluation and `ragops query`.

For a query: its time anchor (as-of date + confidence), language, named entities and embedding; then the
candidate pool (every strategy index's top `evaluators.candidates_per_strategy` hybrid hits, T3D tier 3);
then, per candidate, the DCEE inputs (semantic: models.evidence.relevance over the question and the chunk, its
title and its document, with the index's IDF and the stored chunk vector's cosine;
temporal: dates relative to the as-of date, validity from the version lineage, decay) and, given DCEE scores,
the ranker's feature rows. Training builds exactly the same rows as serving, so the models see at serving
what they were fitted on.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from functools import cached_property
from typing import Any

import numpy as np

from models.documents.metadata import detect_language
from models.evidence.amendments import AmendedVersion, Amendment, statements
from models.evidence.dcee import DceeConfig, dcee_temporal_features
from models.evidence.decay import DecayRule, validity
from models.evidence.lineage import DocumentVersion, Lineage, VersionChains, build_chains
from models.evidence.relevance import PASSAGE_FEATURES, QueryTerms, TermStats, relevance_features, with_pool_gaps
from models.evidence.time_anchor import TimeAnchor, extract_time_anchor
from models.evidence.version_cues import VersionCues
from models.retrieval.bm25_tokens import han_pairs, tokenize
from models.retrieval.fusion import folded, initialisms, question_names, unknown_subjects
from models.retrieval.ranker_features import RANKER_FEATURES, Candidate, QueryEntities, extract_entities, ranker_rows
from models.vocabulary import STRATEGIES
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings, corpus_folder
from tasks.runtime.lru import LruCache
from tasks.runtime.retrieval import plain_value


@dataclass(frozen=True)
class QueryContext:
    query: str
    language: str  # "en" | "zh"
    today: date  # the reference date relative words resolve against
    anchor: TimeAnchor  # anchor.as_of is the date evidence must be valid at
    entities: QueryEntities
    vector: np.ndarray  # normalised query embedding

    @cached_property
    def terms(self) -> list[str]:
        """The query's BM25 tokens, by its language's rules (lexical overlap and document coverage both read them)."""
        return tokenize(self.query, self.language)


@dataclass
class Pool:
    """One query's candidates with the DCEE inputs, row-aligned."""

    context: QueryContext
    candidates: list[Candidate]
    semantic_x: np.ndarray
    temporal_x: np.ndarray


def parse_date(value: Any) -> date | None:
    if value is None or value == "":
        return None
    if isinstance(value, date):
        return value
    return date.fromisoformat(str(value)[:10])


def reference_date(settings: Settings) -> date:
    """`evaluators.reference_date`, else the sample corpus manifest's reference_date, else today.

    The sample corpus is written "as of" a fixed date (its questions say "now" meaning that date); evaluating
    it against the real calendar would turn its current policies into superseded ones as time passes.
    """
    if settings.evaluators.reference_date:
        return date.fromisoformat(settings.evaluators.reference_date)
    folder = corpus_folder(settings)
    manifest = folder / "manifest.json" if folder is not None else None
    if manifest is not None and manifest.is_file():
        stated = json.loads(manifest.read_text(encoding="utf-8")).get("reference_date")
        if stated:
            return date.fromisoformat(stated)
    return date.today()


def version_chains(tables: Iterable[Any]) -> VersionChains:
    """Version chains over the documents of chunk tables (an index version's, or the chunk store): each document's
    title, effective date, version cues, (most common) language and text (its chunks of the first table that holds
    it, in order), from its chunk rows."""
    from collections import Counter

    documents: dict[str, tuple[str, Any, Any]] = {}
    languages: dict[str, Counter] = {}
    texts: dict[str, list[tuple[int, str]]] = {}  # doc -> (ordinal, text) of the first table holding it
    for chunks in tables:
        cues = chunks["version_cues"] if "version_cues" in chunks.columns else [None] * len(chunks)
        ordinals = chunks["ordinal"] if "ordinal" in chunks.columns else range(len(chunks))
        texts_here = chunks["text"] if "text" in chunks.columns else [""] * len(chunks)
        first_seen = set(documents)
        for doc_id, title, effective, cue, language, ordinal, text in zip(
                chunks["doc_id"], chunks["title"], chunks["effective_date"], cues, chunks["language"], ordinals,
                texts_here):
            key = str(doc_id)
            documents.setdefault(key, (str(title or ""), effective, cue))
            languages.setdefault(key, Counter())[plain_value(language)] += 1
            if key not in first_seen:  # one strategy's chunks cover the text once
                texts.setdefault(key, []).append((int(ordinal), str(text or "")))
    versions = []
    for doc_id, (title, effective, cue) in documents.items():
        language = languages[doc_id].most_common(1)[0][0] if languages[doc_id] else None
        body = " ".join(text for _, text in sorted(texts.get(doc_id, [])))
        versions.append(DocumentVersion(doc_id, title, parse_date(plain_value(effective)),
                                        VersionCues.from_json(plain_value(cue)), language, body))
    return build_chains(versions)


def chains_report(chains: VersionChains, tables: Iterable[Any]) -> dict[str, Any]:
    """The chains as a reviewer reads them (`ragops lineage`, `<index version>/lineage.json`): per chain its
    versions oldest first with their windows and the cue behind each, every link with its evidence, and the
    conflicts and unresolved statements."""
    names: dict[str, tuple[str, str]] = {}
    for chunks in tables:
        for doc_id, path, title in zip(chunks["doc_id"], chunks["source_path"], chunks["title"]):
            names.setdefault(str(doc_id), (str(path), str(title or "")))

    def day(value: date | None) -> str | None:
        return value.isoformat() if value else None

    return {
        "chains": {group: [{
            "doc_id": doc_id, "source_path": names.get(doc_id, ("", ""))[0], "title": names.get(doc_id, ("", ""))[1],
            "valid_from": day(chains.lineage[doc_id].valid_from), "valid_until": day(chains.lineage[doc_id].valid_until),
            "start_cue": chains.lineage[doc_id].start_cue, "end_cue": chains.lineage[doc_id].end_cue,
            "linked_by": chains.lineage[doc_id].linked_by,
            "amended_by": [names.get(other, (other,))[0] for other in chains.lineage[doc_id].amended_by],
            "kept_until": day(chains.lineage[doc_id].kept_until),
        } for doc_id in members] for group, members in chains.chains().items()},
        "links": [{"older": names.get(link.older, (link.older,))[0], "newer": names.get(link.newer, (link.newer,))[0],
                   "cue": link.cue, "evidence": link.evidence} for link in chains.links],
        "conflicts": list(chains.conflicts),
    }


def decay_rules(settings: Settings) -> dict[str, DecayRule]:
    return {name: DecayRule(rule.half_life_days, rule.floor) for name, rule in settings.evaluators.dcee.decay.items()}


def document_types(settings: Settings) -> tuple[str, ...]:
    """Every type the rules can produce, sorted: the temporal head's one-hot columns."""
    rules = settings.evaluators
    return tuple(sorted({rule.type for rule in rules.document_type_rules} | {rules.default_document_type}))


def dcee_config(settings: Settings, embedding_dim: int) -> DceeConfig:
    dcee = settings.evaluators.dcee
    return DceeConfig(
        embedding_dim=embedding_dim, semantic_hidden=dcee.semantic_hidden, temporal_hidden=dcee.temporal_hidden,
        document_types=document_types(settings), weight=dcee.weight, epochs=dcee.epochs,
        learning_rate=dcee.learning_rate, weight_decay=dcee.weight_decay, seed=dcee.seed,
    )


# The fewest chunks a name may be in and still count (`EvidenceFeaturizer.named`): one rule's versions hold its
# issuer's name in a few chunks each.
NAMED_MIN_CHUNKS = 5
# Chunks whose tokens a featurizer keeps (least recently met out): a question meets about a hundred (candidates of
# three strategies), so this holds a few hundred questions' worth; unbounded, a server's life would fill it with
# every chunk of the index (three million lists of tokens at a million chunks per strategy).
CHUNK_TERMS_KEPT = 20_000


class EvidenceFeaturizer:
    """Pools and features over one index version (its chunk tables give the version lineage)."""

    def __init__(self, settings: Settings, version: Any) -> None:
        from tasks.runtime.embedder import embedder_for

        self.settings = settings
        self.version = version
        self.embedder = embedder_for(settings)
        if self.embedder.model_id != version.manifest["model_id"]:
            raise ValueError(f"index {version.version} was built with {version.manifest['model_id']} but "
                             f"embed.model is {self.embedder.model_id}: run `ragops embed` first")
        self.decay_rules = decay_rules(settings)
        self.document_types = document_types(settings)
        self.chains = version_chains(self.version.strategy(strategy).chunks for strategy in STRATEGIES)
        self.lineage: dict[str, Lineage] = self.chains.lineage
        self.group_members = self.chains.chains()
        self._chunk_terms = LruCache(CHUNK_TERMS_KEPT)  # chunk id -> its tokens, for the chunks questions lately met
        self._title_terms: dict[str, frozenset[str]] = {}
        self._document_terms: dict[str, frozenset[str]] = {}
        self._document_initials: dict[str, frozenset[str]] = {}
        self._document_rows: dict[str, list[int]] | None = None
        self._amended_versions: dict[str, AmendedVersion | None] = {}

    def warm(self) -> None:
        """Build now what the first question would otherwise build (at a million chunks ~3.5 s of its time): the
        corpus's term statistics, the rows of every document, and the first strategy's row-major BM25 matrix
        (`document_terms`)."""
        self.term_stats  # noqa: B018 (cached properties, computed here for their side effect)
        self._rows_of("")
        sparse = self.version.strategy(STRATEGIES[0]).sparse
        if sparse.n_docs:
            sparse.row_tokens([0])

    def window(self, metadata: Mapping[str, Any], text: str | None = None,
               query: str | None = None) -> tuple[date | None, date | None, Lineage | None]:
        """(valid_from, valid_until, lineage) of a chunk: the chain's window when its document is a version of
        something, else the document's own effective date and no end. A version that later amendments change in
        part (`Lineage.amended_by`) keeps a chunk `text` in force until `kept_until` when they leave its statements
        alone; a chunk with changed and unchanged statements is judged by the one `query` asks about
        (models.evidence.amendments). Without its text a chunk counts as changed."""
        doc_id = str(metadata.get("doc_id"))
        lineage = self.lineage.get(doc_id)
        effective = parse_date(metadata.get("effective_date"))
        if lineage is None:
            return effective, None, None
        if lineage.amended_by and text is not None and self._kept(doc_id, text, query):
            return lineage.valid_from or effective, lineage.kept_until, lineage
        return lineage.valid_from or effective, lineage.valid_until, lineage

    def validity(self, metadata: Mapping[str, Any], as_of: date, text: str | None = None,
                 query: str | None = None) -> str:
        """in_force | superseded | not_yet_effective | unknown, for a chunk at `as_of` (`window`)."""
        valid_from, valid_until, _ = self.window(metadata, text, query)
        return validity(as_of, valid_from, valid_until)

    def _kept(self, doc_id: str, text: str, query: str | None) -> bool:
        """Whether the amendments of `doc_id` leave the chunk `text` in force (for `query`, when it holds both)."""
        amended = self._amended(doc_id)
        if amended is None:
            return False
        units = statements(text)
        changed = [amended.changed(unit) for unit in units]
        if not any(changed):
            return True
        if query is None or all(changed):
            return False
        asked = amended.asked(query, units)
        return asked is not None and not amended.changed(asked)

    def kept_chunk(self, doc_id: str, query: str, as_of: date) -> str | None:
        """The chunk (first chunking) of `doc_id` holding the statement `query` asks about, when later amendments of
        part of `doc_id` leave that statement alone and it is in force at `as_of`; else None."""
        lineage, amended = self.lineage.get(doc_id), self._amended(doc_id)
        if lineage is None or amended is None or validity(as_of, lineage.valid_from, lineage.kept_until) != "in_force":
            return None
        rows = self._rows_of(doc_id)
        chunks = self.version.strategy(STRATEGIES[0]).chunks
        units = [(row, unit) for row in rows for unit in statements(str(chunks["text"].iloc[row]))]
        asked = amended.asked(query, [unit for _, unit in units])
        if asked is None or amended.changed(asked):
            return None
        return next(str(chunks["chunk_id"].iloc[row]) for row, unit in units if unit is asked)

    def _amended(self, doc_id: str) -> AmendedVersion | None:
        """`doc_id`'s statements judged against the amendments that follow it; None when none of its statements
        can be read as changed (the amendment's window is then a replacement's, as before partial amendments)."""
        if doc_id not in self._amended_versions:
            texts = self._chunk_texts(doc_id)
            language = texts[0][1] if texts else None
            amendments = [Amendment.of(self._amended_parts(other), " ".join(t for t, _ in self._chunk_texts(other)),
                                       language) for other in self.lineage[doc_id].amended_by]
            amended = AmendedVersion(self._title_of(doc_id), [text for text, _ in texts], amendments, language)
            self._amended_versions[doc_id] = amended if amended.any_changed() else None
        return self._amended_versions[doc_id]

    def _title_of(self, doc_id: str) -> str:
        rows = self._rows_of(doc_id)
        return str(self.version.strategy(STRATEGIES[0]).chunks["title"].iloc[rows[0]] or "") if rows else ""

    def _amended_parts(self, doc_id: str) -> list[str]:
        """The parts an amending document says it changes ("Item 3 of Schedule 1", "第二项")."""
        chunks = self.version.strategy(STRATEGIES[0]).chunks
        rows = self._rows_of(doc_id)
        if not rows or "version_cues" not in chunks.columns:
            return []
        cues = VersionCues.from_json(plain_value(chunks["version_cues"].iloc[rows[0]]))
        return [ref.part for ref in (cues.references if cues else ()) if ref.relation == "amends" and ref.part]

    def in_force_version(self, group: str, as_of: date) -> str | None:
        """The doc_id of the version of `group` in force at `as_of` (None before the first one starts)."""
        for doc_id in reversed(self.group_members.get(group, [])):
            lineage = self.lineage[doc_id]
            if validity(as_of, lineage.valid_from, lineage.valid_until) == "in_force":
                return doc_id
        return None

    # ------------------------------------------------------------ queries

    def contexts(self, queries: Sequence[str], today: date | Sequence[date],
                 vectors: np.ndarray | None = None) -> list[QueryContext]:
        """Anchor, language, entities and embedding for each query (embedded together, each as if alone:
        `Embedder.embed_alone`; `vectors`: the queries' embeddings already known, e.g. from a session's cache)."""
        todays = list(today) if isinstance(today, (list, tuple)) else [today] * len(queries)
        if vectors is None:
            vectors = self.embedder.embed_alone(queries)
        return [
            QueryContext(query, self.query_language(query), day, extract_time_anchor(query, day),
                         extract_entities(query), vector)
            for query, day, vector in zip(queries, todays, vectors)
        ]

    def query_language(self, query: str) -> str:
        """ISO 639-1 code of a query among ingest.languages; the first of them when the query can't tell."""
        languages = self.settings.ingest.languages
        return detect_language(query, languages, languages[0], self.settings.ingest.language_min_distance) or languages[0]

    def with_as_of(self, context: QueryContext, as_of: date) -> QueryContext:
        """The same query pinned to an as-of date given by the caller (confidence 1.0)."""
        anchor = TimeAnchor(as_of=as_of, confidence=1.0, kind="explicit_date", text=as_of.isoformat())
        return QueryContext(context.query, context.language, as_of, anchor, context.entities, context.vector)

    # ------------------------------------------------------------ candidates

    def search(self, vector: np.ndarray, text: str, strategy: str, k: int,
               filters: Mapping[str, Any] | None = None) -> list[Candidate]:
        return self.search_many(np.asarray(vector).reshape(1, -1), [text], strategy, k, filters)[0]

    def search_many(self, vectors: np.ndarray, texts: Sequence[str], strategy: str, k: int,
                    filters: Mapping[str, Any] | None = None) -> list[list[Candidate]]:
        """`search` for several queries of one strategy index in one batch (IndexVersion.search_many)."""
        hybrid = self.settings.embed.hybrid
        found = self.version.search_many(vectors, texts, strategy, k, filters or None, hybrid.dense_weight,
                                         hybrid.candidates)
        return [[Candidate(hit.chunk_id, strategy, rank, len(hits), hit.score, hit.dense_score, hit.bm25_score,
                           hit.text, hit.metadata) for rank, hit in enumerate(hits, start=1)] for hits in found]

    def candidates(self, context: QueryContext, filters: Mapping[str, Any] | None = None) -> list[Candidate]:
        """Tier 3 pool: each strategy's top `candidates_per_strategy`, in strategy order."""
        k = self.settings.evaluators.candidates_per_strategy
        pool: list[Candidate] = []
        for strategy in STRATEGIES:
            pool.extend(self.search(context.vector, context.query, strategy, k, filters))
        return pool

    def candidate_by_id(self, chunk_id: str) -> Candidate | None:
        """A chunk of any strategy as an unranked candidate (labels name chunks, not search results)."""
        for strategy in STRATEGIES:
            hit = self.version.strategy(strategy).find(chunk_id)
            if hit is not None:
                return Candidate(hit.chunk_id, strategy, 1, 1, 0.0, 0.0, 0.0, hit.text, hit.metadata)
        return None

    def pool(self, context: QueryContext, candidates: Sequence[Candidate],
             reference: np.ndarray | None = None) -> Pool:
        return Pool(context, list(candidates), *self.dcee_inputs(context, candidates, reference))

    # ------------------------------------------------------------ features

    def dcee_inputs(self, context: QueryContext, candidates: Sequence[Candidate],
                    reference: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(semantic_x, temporal_x) for the DCEE, one row per candidate. `reference`: the semantic rows of the
        question's candidate pool when `candidates` are passages scored after it (their pool gaps are taken against
        it); None: `candidates` are the pool."""
        dim = self.embedder.dimension
        if not candidates:
            config = dcee_config(self.settings, dim)
            return np.zeros((0, config.semantic_dim), np.float32), np.zeros((0, config.temporal_dim), np.float32)
        vectors = np.zeros((len(candidates), dim), dtype=np.float32)
        by_strategy: dict[str, list[int]] = {}
        for i, candidate in enumerate(candidates):
            by_strategy.setdefault(candidate.strategy, []).append(i)
        for strategy, rows in by_strategy.items():
            vectors[rows] = self.version.strategy(strategy).vectors([candidates[i].chunk_id for i in rows])
        cosines = vectors @ np.asarray(context.vector, dtype=np.float32).reshape(-1)
        stats = self.term_stats
        query = QueryTerms.of(context.query, context.terms, stats)
        semantic = np.asarray([
            relevance_features(query, cosine, candidate.text, self._terms(candidate), self.title_terms(candidate),
                               self.document_terms(candidate))
            for cosine, candidate in zip(cosines, candidates)], dtype=np.float32)
        semantic = with_pool_gaps(semantic, None if reference is None else reference[:, :len(PASSAGE_FEATURES)])
        temporal = np.asarray([self._temporal_row(context, candidate) for candidate in candidates], dtype=np.float32)
        return semantic, temporal

    @cached_property
    def term_stats(self) -> TermStats:
        """Document frequencies of the first chunking's BM25 index: the IDF DCEE's relevance features weight by."""
        sparse = self.version.strategy(STRATEGIES[0]).sparse
        return TermStats(sparse.n_docs, sparse.document_frequencies())

    def title_terms(self, candidate: Candidate) -> frozenset[str]:
        title = str(candidate.metadata.get("title") or "")
        terms = self._title_terms.get(title)
        if terms is None:
            terms = self._title_terms[title] = frozenset(tokenize(title, candidate.metadata.get("language")))
        return terms

    def _terms(self, candidate: Candidate) -> list[str]:
        terms = self._chunk_terms.get(candidate.chunk_id)
        if terms is None:
            terms = tokenize(candidate.text, candidate.metadata.get("language"))
            self._chunk_terms.put(candidate.chunk_id, terms)
        return terms

    def _temporal_row(self, context: QueryContext, candidate: Candidate) -> list[float]:
        meta = candidate.metadata
        valid_from, valid_until, _ = self.window(meta, candidate.text, context.query)
        return dcee_temporal_features(
            as_of=context.anchor.as_of,
            last_updated=parse_date(meta.get("last_updated")),
            effective_date=valid_from,
            valid_until=valid_until,
            anchor_confidence=context.anchor.confidence,
            document_type=self.document_type(candidate),
            decay_rules=self.decay_rules,
            document_types=self.document_types,
        )

    def document_type(self, candidate: Candidate) -> str:
        return self.settings.evaluators.document_type(str(candidate.metadata.get("source_path") or ""))

    def ranker_rows(self, context: QueryContext, routed_intent: str, intent_confidence: float,
                    candidates: Sequence[Candidate], dcee_scores: Mapping[str, Sequence[float]]) -> np.ndarray:
        rows = ranker_rows(context.entities, context.language, routed_intent, intent_confidence, candidates,
                           dcee_scores, context.terms,
                           [self.document_terms(candidate) for candidate in candidates])
        return np.asarray(rows, dtype=np.float32).reshape(len(candidates), len(RANKER_FEATURES))

    def unknown_subjects(self, query: str) -> list[str]:
        """The names a question gives its subject by ("Ashworth" Borough, the "HX-800", 青川市) that no passage of the
        index mentions (models.retrieval.fusion.unknown_subjects): the corpus does not answer about it."""
        return unknown_subjects(query, self._folded_vocabulary.__contains__, self._cjk_known)

    @cached_property
    def _folded_vocabulary(self) -> frozenset[str]:
        return frozenset(folded(term) for term in self.term_stats.document_frequency)

    @cached_property
    def _cjk_pairs(self) -> frozenset[str]:
        """Every two adjacent CJK characters of the first chunking's chunks and titles: a Chinese name is known when
        its text occurs (jieba may cut 澄州市 into 澄 / 州市, so the BM25 vocabulary alone cannot say)."""
        chunks = self.version.strategy(STRATEGIES[0]).chunks
        pairs: set[str] = set()
        for text in (*chunks["text"].tolist(), *chunks["title"].astype(str).tolist()):
            pairs.update(han_pairs(str(text)))
        return frozenset(pairs)

    def _cjk_known(self, name: str) -> bool:
        return all(name[i:i + 2] in self._cjk_pairs for i in range(len(name) - 1))

    def named(self, query: str) -> frozenset[str]:
        """The names a question gives (`question_names`) that few chunks hold: at most
        `evaluators.named_max_chunk_share` of the first chunking's chunks (and at least `NAMED_MIN_CHUNKS`, so that a
        small corpus still has names), and at least one: a word no chunk holds tells no document from another."""
        names = question_names(query)
        if not names:
            return frozenset()
        sparse = self.version.strategy(STRATEGIES[0]).sparse
        limit = max(NAMED_MIN_CHUNKS, self.settings.evaluators.named_max_chunk_share * sparse.n_docs)
        return frozenset(name for name in names if 0 < int(np.count_nonzero(sparse.scores(name))) <= limit)

    def document_terms(self, candidate: Candidate) -> frozenset[str]:
        """The tokens of the candidate's whole document: its title and every chunk of one chunking (the first
        strategy's; all chunkings cover the same text). The chunks' tokens are read from that strategy's BM25 index,
        which holds them already (tokenising a document's every chunk cost most of a query's time on a 100k-chunk
        index); cached per document."""
        doc_id = str(candidate.metadata.get("doc_id") or "")
        terms = self._document_terms.get(doc_id)
        if terms is None:
            rows = self._rows_of(doc_id)
            found = set(tokenize(str(candidate.metadata.get("title") or ""), candidate.metadata.get("language")))
            found |= self.version.strategy(STRATEGIES[0]).sparse.row_tokens(rows)
            if not rows:  # a document the first chunking lacks: its chunk at least
                found.update(self._terms(candidate))
            terms = self._document_terms[doc_id] = frozenset(found)
        return terms

    def document_names(self, candidate: Candidate) -> frozenset[str]:
        """What the candidate's document can be named by: its tokens and the acronyms of its capitalised names
        ("Tasman Accreditation Authority" answers to "TAA"). The acronyms are read on first use (only questions that
        name something ask), then cached per document."""
        doc_id = str(candidate.metadata.get("doc_id") or "")
        initials = self._document_initials.get(doc_id)
        if initials is None:
            texts = self._document_texts(doc_id, candidate)
            if len(texts) == 1:  # a document the first chunking lacks: its chunk at least
                texts.append((candidate.text, None))
            initials = self._document_initials[doc_id] = frozenset(
                item for text, _ in texts for item in initialisms(text))
        return self.document_terms(candidate) | initials

    def _document_texts(self, doc_id: str, candidate: Candidate) -> list[tuple[str, Any]]:
        """The document's title and its chunks of the first chunking, each with its language (the title alone when
        that chunking lacks the document)."""
        title = (str(candidate.metadata.get("title") or ""), candidate.metadata.get("language"))
        return [title, *self._chunk_texts(doc_id)]

    def _chunk_texts(self, doc_id: str) -> list[tuple[str, Any]]:
        """The document's chunks of the first chunking in reading order, each with its language."""
        chunks = self.version.strategy(STRATEGIES[0]).chunks
        return [(str(chunks["text"].iloc[row]), plain_value(chunks["language"].iloc[row]))
                for row in self._rows_of(doc_id)]

    def _rows_of(self, doc_id: str) -> list[int]:
        """The first strategy's rows of `doc_id`, in ordinal order (ties by row). Grouped once for every document,
        in pandas: a Python sort of a million rows made the first request that asked wait seconds."""
        if self._document_rows is None:
            import pandas as pd

            chunks = self.version.strategy(STRATEGIES[0]).chunks
            ordinals = chunks["ordinal"].to_numpy() if "ordinal" in chunks.columns else np.arange(len(chunks))
            frame = pd.DataFrame({"doc": chunks["doc_id"].astype(str).to_numpy(), "ordinal": ordinals.astype(np.int64),
                                  "row": np.arange(len(chunks))}).sort_values(["doc", "ordinal", "row"])
            self._document_rows = {str(doc): rows.tolist() for doc, rows in frame.groupby("doc", sort=False)["row"]}
        return self._document_rows.get(doc_id, [])


def open_featurizer(settings: Settings, paths: DataPaths) -> EvidenceFeaturizer:
    from tasks.runtime.retrieval import open_current

    return EvidenceFeaturizer(settings, open_current(paths))
