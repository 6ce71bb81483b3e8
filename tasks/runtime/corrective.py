"""Corrective retrieval for one query: route, retrieve, evaluate, correct — `ragops query`, evaluation and serving.

  1. Time anchor: the as-of date the evidence must be valid at ("current" -> the reference date, "in 2020" ->
     end of 2020, `as_of` given by the caller wins) and how sure that is.
  2. T3D tier 1: the intent classifier; below `evaluators.intent.confidence_threshold` (0.75) it falls back to
     operation guidance. A session (`session_id`) reuses a decision for a similar query within 90 s.
  3. Tier 2/3: every strategy index proposes `candidates_per_strategy` hybrid hits (the routed intent's
     metadata filters applied); DCEE scores each (semantic s, temporal d, confidence = s·d·weight); the
     learned fusion ranker orders the pool (features include the DCEE scores).
  4. Correction: each of the top `evidence_k` chunks whose DCEE confidence is below the threshold (0.55), up
     to `max_corrections`, gets a counterfactual re-retrieval — its claim (rule-based, no LLM) is turned into
     "authoritative view contradicting: <claim>" in the chunk's language, the chunk's strategy index returns
     the top `counterfactual_top_k` (3) chunks of *other* documents, which are scored for the original query
     like any candidate. Original and counterfactual results are fused 0.6 / 0.4 on the ranker's probability
     scale (models.retrieval.counterfactual.fuse_corrected).
  5. Version in force first (a rule after the ranker, not a feature it may weigh): when a chunk of a version that
     is superseded or not yet in force at the as-of date ranks where the version in force does not, the version in
     force is put in front of it — its best chunk for the query is fetched if the pool lacks it (origin
     "in_force_version"). Versions are known from the index's version chains (models.evidence.lineage).
  6. What an amendment leaves alone, from the version it amends: a chunk of an amendment of part of a rule, or
     another chunk of the version it amends, is put after the amended version's chunk stating what the question asks
     about, when the amendment does not change that statement (models.evidence.amendments; fetched if the pool lacks
     it, origin "amended_version").
The top `evidence_k` of that list is the evidence.
Each evidence chunk carries a record of what happened to it: its scores, whether it triggered a correction
(claim, counterfactual query, what that found), and whether it entered through one.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import date
from typing import Any

import numpy as np

from models.evidence.decay import OUT_OF_WINDOW, validity
from models.retrieval.counterfactual import (
    COUNTERFACTUAL_TEMPLATES,
    counterfactual_query,
    extract_claim,
    fuse_corrected,
)
from models.retrieval.fusion import named_first, named_place_first
from models.retrieval.ranker_features import Candidate
from models.retrieval.routing import RoutingDecision, SessionRoutingCache, route_predictions
from models.text import normalise_text
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings
from tasks.runtime.evidence import EvidenceFeaturizer, QueryContext, parse_date
from tasks.runtime.lru import LruCache


@dataclass
class EvidenceRecord:
    rank: int
    chunk_id: str
    text: str
    source_path: str | None
    title: str | None
    page: int | None
    page_end: int | None
    bbox: list[float] | None  # x0, top, x1, bottom on `page`, PDF points
    strategy: str
    language: str | None
    document_version: dict[str, Any]  # doc_id, valid_from/until and the cues behind them, successor, validity at as_of
    scores: dict[str, float]  # final, ranker, semantic, temporal, confidence, hybrid, dense, bm25
    origin: str  # "retrieved" | "counterfactual" | "in_force_version" | "amended_version"
    below_threshold: bool  # DCEE confidence < threshold
    corrected: bool  # this chunk triggered a counterfactual re-retrieval
    correction: dict[str, Any] | None = None  # claim, counterfactual_query, found (chunk ids)
    found_by: list[str] = field(default_factory=list)  # chunk ids whose counterfactual query found this one
    source_paths: list[str] = field(default_factory=list)  # every name of the document's bytes; source_path first
    ocr: dict[str, Any] | None = None  # {engine, confidence} when the passage was read by OCR


@dataclass
class CorrectedEvidence:
    query: str
    as_of: str
    anchor: dict[str, Any]
    intent: dict[str, Any]
    evidence: list[EvidenceRecord]
    corrected: bool  # at least one counterfactual re-retrieval ran
    changed: bool  # the correction changed the evidence list (membership or order)
    corrections: int
    model_versions: dict[str, str]
    index_version: str
    seconds: dict[str, float]
    cited_changed: bool = False  # a correction changed the passages the answer cites (`correction.cited_passages`)
    # With `other_versions=True`: the versions of the evidence's rules that are not in force at the as-of date and
    # did not make the evidence list (superseded, or adopted but not yet in force), each as its best chunk for the
    # query (origin "version_chain") — what a reader is shown beside the answer as "kept out".
    other_versions: list[EvidenceRecord] = field(default_factory=list)
    # The names the question gives its subject by that no passage of the index mentions (EvidenceFeaturizer.
    # unknown_subjects): with `serving.answer.refuse_unknown_subjects` the answer is not_found.
    unknown_subjects: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _distinct(order: Sequence[str], pool: dict[str, Candidate]) -> list[str]:
    """`order` without repeats of a passage: the same text of one document chunked by two strategies is one
    piece of evidence, kept at its best rank."""
    kept, seen = [], set()
    for chunk_id in order:
        key = (pool[chunk_id].metadata.get("doc_id"), normalise_text(pool[chunk_id].text))
        if key not in seen:
            seen.add(key)
            kept.append(chunk_id)
    return kept


@dataclass
class _Scored:
    """One question's passages as the pipeline scores them: by chunk id, the candidate, the ranker's probability, the
    scores record and where it came from (a correction adds to all four)."""

    pool: dict[str, Candidate]
    probability: dict[str, float]
    scores: dict[str, dict[str, float]]
    origin: dict[str, str]


def _sigmoid(values: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.asarray(values, dtype=np.float64)))


def _scores_at(dcee: dict[str, np.ndarray], ranker: np.ndarray, i: int) -> dict[str, float]:
    """Row `i` of a `_score` result: the ranker's raw score and the DCEE heads' scores."""
    return {"ranker": float(ranker[i]), "semantic": float(dcee["semantic"][i]),
            "temporal": float(dcee["temporal"][i]), "confidence": float(dcee["confidence"][i])}


class CorrectivePipeline:
    """Loaded evaluators + one index version; `answer` is safe to call repeatedly (serving keeps one)."""

    def __init__(self, settings: Settings, featurizer: EvidenceFeaturizer, evaluators: Any) -> None:
        self.settings = settings
        self.featurizer = featurizer
        self.evaluators = evaluators
        intent = settings.evaluators.intent
        self.sessions = SessionRoutingCache(intent.session_similarity, intent.session_ttl_seconds)
        self.session_hits = 0  # routing decisions reused from a session (serving's metrics read it)
        # (session, text) -> embedding of a query or counterfactual query asked in that session, least recent out.
        self._vectors = LruCache(settings.evaluators.correction.session_embedding_cache)

    # ------------------------------------------------------------ routing

    def route(self, contexts: Sequence[QueryContext],
              session_id: str | None = None) -> list[tuple[RoutingDecision, str]]:
        """(routing decision, the classifier's own top intent) per query; a session may reuse a decision."""
        threshold = self.settings.evaluators.intent.confidence_threshold
        decisions: list[tuple[RoutingDecision, str] | None] = [None] * len(contexts)
        now = time.monotonic()
        if session_id is not None and len(contexts) == 1:
            cached = self.sessions.lookup(session_id, contexts[0].vector.tolist(), now)
            decisions[0] = (cached, cached.intent) if cached else None
            self.session_hits += cached is not None
        todo = [i for i, decision in enumerate(decisions) if decision is None]
        if todo:
            probabilities = self.evaluators.intent.predict_proba([contexts[i].query for i in todo])
            decided = route_predictions(list(self.evaluators.intent.classes_), probabilities, threshold)
            for i, (decision, predicted) in zip(todo, decided):
                decisions[i] = (decision, predicted)
                if session_id is not None:
                    self.sessions.store(session_id, contexts[i].vector.tolist(), decision, now)
        return decisions  # type: ignore[return-value]

    # ------------------------------------------------------------ scoring

    def _score(self, context: QueryContext, decision: RoutingDecision, candidates: Sequence[Candidate],
               reference: np.ndarray | None = None) -> tuple[dict[str, np.ndarray], np.ndarray, np.ndarray]:
        """DCEE scores, the ranker's score and the DCEE semantic rows of `candidates`; `reference`: the semantic rows
        of the question's pool when these are passages found after it (EvidenceFeaturizer.dcee_inputs)."""
        semantic_x, temporal_x = self.featurizer.dcee_inputs(context, candidates, reference)
        dcee = self.evaluators.dcee.scores(semantic_x, temporal_x)
        rows = self.featurizer.ranker_rows(context, decision.intent, decision.confidence, candidates, dcee)
        return dcee, np.asarray(self.evaluators.ranker.predict(rows), dtype=np.float64), semantic_x

    # ------------------------------------------------------------ the pipeline

    def answer(self, query: str, today: date | None = None, as_of: date | None = None, k: int | None = None,
               correct: bool | None = None, session_id: str | None = None,
               other_versions: bool = False) -> CorrectedEvidence:
        return self.answer_many([query], today, as_of, k, correct, session_id, other_versions)[0]

    def answer_many(self, queries: Sequence[str], today: date | Sequence[date] | None = None,
                    as_of: date | None = None, k: int | None = None, correct: bool | None = None,
                    session_id: str | None = None, other_versions: bool = False) -> list[CorrectedEvidence]:
        """`correct`: run the correction step (None: as `evaluators.correction.enabled` says)."""
        if any(not query or not query.strip() for query in queries):
            raise ValueError("a query is empty")
        if correct is None:
            correct = self.settings.evaluators.correction.enabled
        started = time.perf_counter()
        contexts = self.featurizer.contexts(list(queries), today if today is not None else date.today(),
                                            self._embed(queries, session_id) if session_id is not None else None)
        if as_of is not None:
            contexts = [self.featurizer.with_as_of(context, as_of) for context in contexts]
        decisions = self.route(contexts, session_id)
        shared = (time.perf_counter() - started) / len(queries)
        return [self._answer(context, decision, predicted, k or self.settings.evaluators.evidence_k, correct, shared,
                             other_versions, session_id)
                for context, (decision, predicted) in zip(contexts, decisions)]

    def _answer(self, context: QueryContext, decision: RoutingDecision, predicted: str, k: int, correct: bool,
                shared_seconds: float, other_versions: bool = False,
                session_id: str | None = None) -> CorrectedEvidence:
        settings = self.settings.evaluators
        timings: dict[str, float] = {"embed_and_route": round(shared_seconds, 4)}
        clock = time.perf_counter()
        strategy = settings.strategies.get(decision.intent)
        filters = dict(strategy.filters) if strategy else None
        candidates = self.featurizer.candidates(context, filters)
        timings["retrieve"] = round(time.perf_counter() - clock, 4)
        clock = time.perf_counter()
        dcee, ranker, reference = self._score(context, decision, candidates)
        timings["evaluate_and_rank"] = round(time.perf_counter() - clock, 4)

        by_id = {c.chunk_id: i for i, c in enumerate(candidates)}
        order = [candidates[i].chunk_id for i in np.argsort(-ranker, kind="stable")]
        pool = {c.chunk_id: c for c in candidates}
        original_top = _distinct(order, pool)[:k]
        probability = dict(zip((c.chunk_id for c in candidates), _sigmoid(ranker)))
        scores = {c.chunk_id: _scores_at(dcee, ranker, by_id[c.chunk_id]) for c in candidates}
        corrections: dict[str, dict[str, Any]] = {}
        origin = {chunk_id: "retrieved" for chunk_id in pool}
        found_by: dict[str, list[str]] = {}
        final_order = order
        clock = time.perf_counter()
        cited_before = self._cited(original_top, pool, context)
        if correct:
            trigger = min(settings.correction.trigger_threshold, settings.dcee.threshold)
            low = [chunk_id for chunk_id in cited_before
                   if scores[chunk_id]["confidence"] < trigger][: settings.correction.max_corrections]
            if low:
                final_order = self._correct(context, decision, low, order, _Scored(pool, probability, scores, origin),
                                            corrections, found_by, filters, session_id, reference)
        timings["correct"] = round(time.perf_counter() - clock, 4)
        for chunk_id in final_order:
            scores[chunk_id].setdefault("final", float(probability[chunk_id]))
        clock = time.perf_counter()
        # A question naming a body or a place is not answered by a document that never mentions it, nor by another
        # place's rule (before the version rule, which then puts the named one's version in force first).
        names = self.featurizer.named(context.query)
        if names:
            final_order = named_first(final_order, {chunk_id: names & self.featurizer.document_names(pool[chunk_id])
                                                    for chunk_id in final_order}, names)
        places = self.featurizer.chains.places
        final_order = named_place_first(final_order, {chunk_id: places.get(str(pool[chunk_id].metadata.get("doc_id")))
                                                      for chunk_id in final_order}, context.query)
        final_order = self._in_force_first(context, decision, _distinct(final_order, pool), k, pool, scores, origin,
                                           filters, reference)
        final_order = self._kept_first(context, decision, final_order, k, pool, scores, origin, reference)
        timings["version_rule"] = round(time.perf_counter() - clock, 4)
        chosen = _distinct(final_order, pool)[:k]
        evidence = [self._record(rank, pool[chunk_id], scores[chunk_id], context, origin[chunk_id],
                                 corrections.get(chunk_id), found_by.get(chunk_id, []))
                    for rank, chunk_id in enumerate(chosen, start=1)]
        others = self._other_versions(context, decision, evidence, filters, reference) if other_versions else []
        anchor = context.anchor
        return CorrectedEvidence(
            query=context.query, as_of=anchor.as_of.isoformat(),
            anchor={"kind": anchor.kind, "confidence": anchor.confidence, "text": anchor.text,
                    "reference_date": context.today.isoformat()},
            intent={"predicted": predicted, "predicted_confidence": decision.confidence, "routed": decision.intent,
                    "fell_back": decision.fell_back, "strategy": (strategy.index if strategy else decision.intent)},
            evidence=evidence, corrected=bool(corrections), changed=chosen != original_top,
            cited_changed=bool(corrections) and self._cited(chosen, pool, context) != cited_before,
            corrections=len(corrections), model_versions=dict(self.evaluators.versions),
            index_version=self.featurizer.version.version, seconds=timings, other_versions=others,
            unknown_subjects=self.featurizer.unknown_subjects(context.query),
        )

    def _correct(self, context: QueryContext, decision: RoutingDecision, low: Sequence[str], order: Sequence[str],
                 scored: _Scored, corrections: dict[str, dict[str, Any]], found_by: dict[str, list[str]],
                 filters: dict[str, Any] | None, session_id: str | None, reference: np.ndarray) -> list[str]:
        """Counterfactual re-retrieval for the `low` passages: records each correction and what found what, scores
        the passages it brings in (against the question's pool), fuses original and counterfactual probabilities
        (`correction.original_weight` / `counterfactual_weight`); returns the fused order."""
        settings = self.settings.evaluators.correction
        pool, probability, scores = scored.pool, scored.probability, scored.scores
        counterfactual = self._counterfactual(context, decision, [pool[c] for c in low], filters, session_id)
        for source_id, (claim, cf_query, hits) in counterfactual.items():
            corrections[source_id] = {"claim": claim, "counterfactual_query": cf_query,
                                      "found": [hit.chunk_id for hit in hits]}
            for hit in hits:
                found_by.setdefault(hit.chunk_id, []).append(source_id)
        new = [hit for _, _, hits in counterfactual.values() for hit in hits if hit.chunk_id not in pool]
        unique_new = list({hit.chunk_id: hit for hit in new}.values())
        if unique_new:
            new_dcee, new_ranker, _ = self._score(context, decision, unique_new, reference)
            for i, hit in enumerate(unique_new):
                pool[hit.chunk_id] = hit
                scored.origin[hit.chunk_id] = "counterfactual"
                probability[hit.chunk_id] = float(_sigmoid(new_ranker[i]))
                scores[hit.chunk_id] = _scores_at(new_dcee, new_ranker, i)
        cf_scores = {chunk_id: probability[chunk_id] for chunk_id in found_by}
        fused = fuse_corrected({chunk_id: probability[chunk_id] for chunk_id in order}, cf_scores,
                               settings.original_weight, settings.counterfactual_weight,
                               counterfactual_top_k=len(cf_scores))
        for chunk_id, value in fused:
            scores[chunk_id]["final"] = float(value)
        return [chunk_id for chunk_id, _ in fused]

    def _cited(self, order: Sequence[str], pool: dict[str, Candidate], context: QueryContext) -> list[str]:
        """The passages the answer would cite: the first `correction.cited_passages` of `order` in force at the as-of
        date (out-of-window versions never reach the answer)."""
        in_force = [chunk_id for chunk_id in order
                    if self.featurizer.validity(pool[chunk_id].metadata, context.anchor.as_of, pool[chunk_id].text,
                                                context.query) not in OUT_OF_WINDOW]
        return in_force[: self.settings.evaluators.correction.cited_passages]

    def _other_versions(self, context: QueryContext, decision: RoutingDecision, evidence: Sequence[EvidenceRecord],
                        filters: dict[str, Any] | None, reference: np.ndarray | None = None,
                        limit: int = 3) -> list[EvidenceRecord]:
        """Out-of-window versions of the rules the in-force evidence an answer may rest on belongs to (DCEE confidence at
        or above the not_found floor, `serving.answer.not_found_below`), not already in `evidence`, newest first, each
        as its best chunk for the query in the strategy that found the rule (at most `limit`)."""
        featurizer, as_of = self.featurizer, context.anchor.as_of
        floor = self.settings.serving.answer.not_found_below
        shown = {record.document_version["doc_id"] for record in evidence}
        wanted: list[tuple[str, str]] = []
        for record in evidence:
            group = record.document_version.get("version_group")
            if (not group or record.scores["confidence"] < floor
                    or record.document_version.get("validity_at_as_of") != "in_force"):
                continue
            for doc_id in reversed(featurizer.group_members.get(group, [])):
                lineage = featurizer.lineage[doc_id]
                if doc_id in shown or validity(as_of, lineage.valid_from, lineage.valid_until) not in (
                        "superseded", "not_yet_effective"):
                    continue
                shown.add(doc_id)
                wanted.append((doc_id, record.strategy))
        found: list[Candidate] = []
        for doc_id, strategy in wanted[:limit]:
            hits = featurizer.search(context.vector, context.query, strategy, 1, {**(filters or {}), "doc_id": doc_id})
            found.extend(hits or featurizer.search(context.vector, context.query, strategy, 1, {"doc_id": doc_id}))
        if not found:
            return []
        dcee, ranker, _ = self._score(context, decision, found, reference)
        return [self._record(rank, candidate, {**_scores_at(dcee, ranker, i), "final": float(_sigmoid(ranker[i]))},
                             context, "version_chain", None, [])
                for rank, (i, candidate) in enumerate(enumerate(found), start=len(evidence) + 1)]

    def _in_force_first(self, context: QueryContext, decision: RoutingDecision, order: list[str], k: int,
                        pool: dict[str, Candidate], scores: dict[str, dict[str, float]], origin: dict[str, str],
                        filters: dict[str, Any] | None, reference: np.ndarray | None = None) -> list[str]:
        """`order` with every chunk of an out-of-window version (superseded, or not yet in force at the as-of
        date) placed after the version of its chain in force then; that version's best chunk for the query is
        fetched into the pool when no chunk of it ranks in the top k."""
        featurizer = self.featurizer
        as_of = context.anchor.as_of
        order = list(order)
        for chunk_id in list(order[:k]):
            if chunk_id not in order[:k]:
                continue
            meta = pool[chunk_id].metadata
            if featurizer.validity(meta, as_of, pool[chunk_id].text, context.query) not in OUT_OF_WINDOW:
                continue
            lineage = featurizer.window(meta)[2]
            current = featurizer.in_force_version(lineage.group, as_of) if lineage else None
            if current is None:
                continue  # before the first version: nothing in force to prefer
            position = order.index(chunk_id)
            ahead = [c for c in order[:position] if str(pool[c].metadata.get("doc_id")) == current]
            if ahead:
                continue
            later = [c for c in order[position + 1:] if str(pool[c].metadata.get("doc_id")) == current]
            if later:
                best = later[0]
                order.remove(best)
            else:
                found = featurizer.search(context.vector, context.query, pool[chunk_id].strategy, 1,
                                          {**(filters or {}), "doc_id": current})
                if not found and filters:
                    found = featurizer.search(context.vector, context.query, pool[chunk_id].strategy, 1,
                                              {"doc_id": current})
                if not found:
                    continue
                best = found[0].chunk_id
                if best not in pool:
                    dcee, ranker, _ = self._score(context, decision, found[:1], reference)
                    pool[best] = found[0]
                    origin[best] = "in_force_version"
                    scores[best] = {**_scores_at(dcee, ranker, 0), "final": float(_sigmoid(ranker)[0])}
                if best in order:
                    order.remove(best)
            order.insert(position, best)
        return order

    def _kept_first(self, context: QueryContext, decision: RoutingDecision, order: list[str], k: int,
                    pool: dict[str, Candidate], scores: dict[str, dict[str, float]], origin: dict[str, str],
                    reference: np.ndarray | None = None) -> list[str]:
        """`order` with every chunk of a version amended in part, or of its amendment, placed after the amended
        version's chunk that states what the question asks about, when the amendment leaves that statement alone (the
        amendment says nothing about it; another chunk of the amended version says something else;
        `EvidenceFeaturizer.kept_chunk`). That chunk is fetched into the pool when it is not there."""
        featurizer, order = self.featurizer, list(order)
        for chunk_id in list(order[:k]):
            lineage = featurizer.window(pool[chunk_id].metadata)[2]
            if lineage is not None and lineage.amended_by:
                amended = str(pool[chunk_id].metadata.get("doc_id"))
            elif lineage is not None and lineage.predecessor and (lineage.linked_by or "").startswith("amends:"):
                amended = lineage.predecessor
            else:
                continue
            kept = featurizer.kept_chunk(amended, context.query, context.anchor.as_of)
            position = order.index(chunk_id)
            if kept is None or kept in order[:position + 1]:
                continue
            candidate = pool.get(kept) or featurizer.candidate_by_id(kept)
            if candidate.text in pool[chunk_id].text:
                continue  # this chunk holds it already (another chunking of the same text)
            if kept not in pool:
                dcee, ranker, _ = self._score(context, decision, [candidate], reference)
                pool[kept], origin[kept] = candidate, "amended_version"
                scores[kept] = {**_scores_at(dcee, ranker, 0), "final": float(_sigmoid(ranker)[0])}
            if kept in order:
                order.remove(kept)
            order.insert(position, kept)
        return order

    def _counterfactual(self, context: QueryContext, decision: RoutingDecision, sources: Sequence[Candidate],
                        filters: dict[str, Any] | None,
                        session_id: str | None = None) -> dict[str, tuple[str, str, list[Candidate]]]:
        """Per low-confidence chunk: (claim, counterfactual query, top-k hits from other documents)."""
        settings = self.settings.evaluators.correction
        planned = []
        for source in sources:
            claim = extract_claim(source.text, context.query)
            if not claim:
                continue
            # Counterfactual templates exist for some languages only; others ask in the first that has one.
            language = next((code for code in (source.metadata.get("language"), context.language)
                             if code in COUNTERFACTUAL_TEMPLATES), next(iter(COUNTERFACTUAL_TEMPLATES)))
            planned.append((source, claim, counterfactual_query(claim, language)))
        if not planned:
            return {}
        vectors = self._embed([query for _, _, query in planned], session_id)
        hits_of: dict[int, list[Candidate]] = {}
        # One batch per strategy index (all of a question's counterfactual queries share its filters and k). A chunk
        # cannot contradict itself, nor can its own document: ask for one extra page of hits and keep the top k from
        # other documents.
        for strategy in dict.fromkeys(source.strategy for source, _, _ in planned):
            members = [i for i, (source, _, _) in enumerate(planned) if source.strategy == strategy]
            batch = self.featurizer.search_many(vectors[members], [planned[i][2] for i in members], strategy,
                                                settings.counterfactual_top_k * 4, filters)
            hits_of.update(zip(members, batch))
        found = {}
        for i, (source, claim, query) in enumerate(planned):
            others = [hit for hit in hits_of[i] if hit.metadata.get("doc_id") != source.metadata.get("doc_id")]
            found[source.chunk_id] = (claim, query, others[: settings.counterfactual_top_k])
        return found

    def _embed(self, texts: Sequence[str], session_id: str | None) -> np.ndarray:
        """Embeddings of `texts`, each as if embedded alone (`Embedder.embed_alone`); within a session, texts it
        already embedded come from its cache (a user rephrasing or repeating a question, the same claims corrected
        again)."""
        if session_id is None or self._vectors.maxsize == 0:
            return self.featurizer.embedder.embed_alone(texts)
        keys = [(session_id, text) for text in texts]
        known = {key: vector for key in keys if (vector := self._vectors.get(key)) is not None}
        missing = [key for key in dict.fromkeys(keys) if key not in known]
        if missing:
            for key, vector in zip(missing, self.featurizer.embedder.embed_alone([text for _, text in missing])):
                known[key] = vector
                self._vectors.put(key, vector)
        return np.stack([known[key] for key in keys])

    def _record(self, rank: int, candidate: Candidate, scores: dict[str, float], context: QueryContext,
                origin: str, correction: dict[str, Any] | None, found_by: list[str]) -> EvidenceRecord:
        meta = candidate.metadata
        doc_id = str(meta.get("doc_id"))
        valid_from, valid_until, lineage = self.featurizer.window(meta, candidate.text, context.query)
        effective = parse_date(meta.get("effective_date"))
        version = {
            "doc_id": doc_id, "effective_date": effective.isoformat() if effective else None,
            "last_updated": meta.get("last_updated"),
            "valid_from": valid_from.isoformat() if valid_from else None,
            "valid_until": valid_until.isoformat() if valid_until else None,
            "validity_at_as_of": validity(context.anchor.as_of, valid_from, valid_until),
            "versions_known": lineage.n_versions if lineage else 1,
            "version_group": lineage.group if lineage else None,
            "predecessor": lineage.predecessor if lineage else None,
            "successor": lineage.successor if lineage else None,
            # Why the window is what it is: the cue that gave its start, what ended it, what linked the versions.
            "start_cue": lineage.start_cue if lineage else ("effective_date" if effective else None),
            "end_cue": lineage.end_cue if lineage else None,
            "linked_by": lineage.linked_by if lineage else None,
        }
        all_scores = {"final": round(scores["final"], 6), "ranker": round(scores["ranker"], 6),
                      "semantic": round(scores["semantic"], 6), "temporal": round(scores["temporal"], 6),
                      "confidence": round(scores["confidence"], 6), "hybrid": candidate.hybrid_score,
                      "dense": candidate.dense_score, "bm25": candidate.bm25_score}
        return EvidenceRecord(
            rank=rank, chunk_id=candidate.chunk_id, text=candidate.text, source_path=meta.get("source_path"),
            title=meta.get("title"), page=meta.get("page"), page_end=meta.get("page_end"), bbox=meta.get("bbox"),
            strategy=candidate.strategy, language=meta.get("language"),
            document_version=version, scores=all_scores, origin=origin,
            below_threshold=scores["confidence"] < self.settings.evaluators.dcee.threshold,
            corrected=correction is not None, correction=correction, found_by=found_by,
            source_paths=list(meta.get("source_paths") or ([meta["source_path"]] if meta.get("source_path") else [])),
            ocr={"engine": meta.get("ocr_engine"), "confidence": meta.get("ocr_confidence")} if meta.get("ocr") else None,
        )


def open_pipeline(settings: Settings, paths: DataPaths, alias: str | None = None, local: bool = False) -> CorrectivePipeline:
    """The CURRENT index and the registered evaluators at `alias` (or this data root's local copies)."""
    from tasks.core.registry import load_evaluators, load_local_evaluators
    from tasks.runtime.evidence import open_featurizer

    evaluators = load_local_evaluators(paths) if local else load_evaluators(settings, paths, alias)
    return CorrectivePipeline(settings, open_featurizer(settings, paths), evaluators)
