"""Labelled (query, chunk) pairs for the evaluators: candidate pools from the labelled query set, labelled
against each row's relevant document, answer and as-of date, plus Label Studio labels and rated serving feedback
as one-candidate pools. Built through `tasks.runtime.evidence` — the code path `ragops query` and serving use —
so the models are fitted on exactly the rows they will see.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

import numpy as np

from models.evidence.decay import validity
from models.labels.evidence_labels import relevance_label, semantic_label
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings
from tasks.labels.queries import query_rows, query_set_path
from tasks.runtime.evidence import EvidenceFeaturizer, Pool, open_featurizer, parse_date, reference_date


def imported_labels(settings: Settings, paths: DataPaths, kind: str) -> Any:
    """Labels of one kind from the label store, plus (evidence) rated serving feedback weighted by credibility."""
    import pandas as pd

    from tasks.labels.feedback import feedback_labels, read_feedback
    from tasks.labels.store import load_labels

    labels = load_labels(paths)
    labels = labels[labels["kind"] == kind]
    if kind == "evidence":
        feedback = feedback_labels(read_feedback(settings, paths)[0])
        if feedback:
            labels = pd.concat([labels, pd.DataFrame(feedback, columns=labels.columns)], ignore_index=True)
    return labels.reset_index(drop=True)


@dataclass
class LabelledPairs:
    """Pools of candidates with per-candidate labels, concatenated in pool order."""

    pools: list[Pool] = field(default_factory=list)
    query_ids: list[str] = field(default_factory=list)  # one per pool
    families: list[str] = field(default_factory=list)  # one per pool: what validation keeps whole (`family_of`)
    semantic_y: list[float] = field(default_factory=list)
    temporal_y: list[float] = field(default_factory=list)
    temporal_mask: list[bool] = field(default_factory=list)
    relevance: list[float] = field(default_factory=list)  # ranker label (corpus rows only)
    weights: list[float] = field(default_factory=list)

    def add(self, other: LabelledPairs) -> LabelledPairs:
        for name in ("pools", "query_ids", "families", "semantic_y", "temporal_y", "temporal_mask", "relevance",
                     "weights"):
            getattr(self, name).extend(getattr(other, name))
        return self

    @property
    def n_pairs(self) -> int:
        return len(self.semantic_y)

    def matrices(self) -> tuple[np.ndarray, np.ndarray]:
        semantic = np.vstack([pool.semantic_x for pool in self.pools if len(pool.candidates)])
        temporal = np.vstack([pool.temporal_x for pool in self.pools if len(pool.candidates)])
        return semantic, temporal

    def subset(self, pool_indices: Sequence[int]) -> LabelledPairs:
        """The pairs of the chosen pools (for cross-fitting)."""
        offsets = np.cumsum([0] + [len(pool.candidates) for pool in self.pools])
        picked = LabelledPairs()
        for index in pool_indices:
            rows = range(offsets[index], offsets[index + 1])
            picked.pools.append(self.pools[index])
            picked.query_ids.append(self.query_ids[index])
            picked.families.append(self.families[index])
            for name in ("semantic_y", "temporal_y", "temporal_mask", "relevance", "weights"):
                values = getattr(self, name)
                getattr(picked, name).extend(values[row] for row in rows)
        return picked


def family_of(row: Mapping[str, Any]) -> str:
    """What a labelled question's validation keeps whole: its rule family's phrasing (one writer's templates) when it
    has one, else the folder of its document (the sample corpus writes each document type from one template: every
    manual alike, every fault guide alike), so a fold never validates on a template it was fitted on."""
    if row.get("phrasing"):
        return str(row["phrasing"])
    folder = str(row.get("relevant_doc") or "").replace("\\", "/").rsplit("/", 1)[0]
    return folder or "unknown"


def family_folds(families: Sequence[str], k: int) -> list[np.ndarray]:
    """Pool indices in k folds with no family in two folds: the families sorted, dealt round-robin (deterministic),
    each fold the pools of its families. Fewer than k families -> one fold per family."""
    names = sorted(set(families))
    fold_of = {name: i % k for i, name in enumerate(names)}
    folds = [np.flatnonzero([fold_of[name] == fold for name in families]) for fold in range(min(k, len(names)))]
    return [fold for fold in folds if len(fold)]


def corpus_pairs(featurizer: EvidenceFeaturizer, rows: Sequence[Mapping[str, Any]], today: date) -> LabelledPairs:
    """Each query row's candidate pool labelled against its relevant document, answer and as-of date.

    The temporal label of a versioned document comes from the corpus manifest's validity windows (ground truth; the
    document a question is labelled with is in force for it, also when a later amendment of other items has
    begun), not from the version chains the featurizer infers: the temporal head must learn validity from what the
    chains make of the documents' cues, so its labels cannot come from the same chains."""
    from tasks.labels.queries import version_truth

    truth = version_truth(featurizer.settings)
    contexts = featurizer.contexts([row["query"] for row in rows], today)
    doc_of_path = {}
    pairs = LabelledPairs()
    for row, context in zip(rows, contexts):
        candidates = featurizer.candidates(context)
        pool = featurizer.pool(context, candidates)
        true_as_of = parse_date(row.get("as_of")) or today
        relevant_doc = row["relevant_doc"]
        for candidate in candidates:
            meta = candidate.metadata
            doc_of_path[str(meta.get("source_path"))] = str(meta.get("doc_id"))
        relevant_group = _group(featurizer, doc_of_path.get(relevant_doc) or _doc_id_of(featurizer, relevant_doc))
        pairs.pools.append(pool)
        pairs.query_ids.append(str(row["query_id"]))
        pairs.families.append(family_of(row))
        for candidate in candidates:
            meta = candidate.metadata
            doc_id = str(meta.get("doc_id"))
            other_version = (meta.get("source_path") != relevant_doc and relevant_group is not None
                             and _group(featurizer, doc_id) == relevant_group)
            known = truth.get(str(meta.get("source_path")))
            if row.get("current_doc") and meta.get("source_path") == row["current_doc"]:
                state = "in_force"  # the labelled version answers then, also when a later one amends other items
            elif known is not None:
                state = validity(true_as_of, known["valid_from"], known["valid_until"])
            else:
                state = featurizer.validity(meta, true_as_of, candidate.text, str(row["query"]))
            pairs.semantic_y.append(float(semantic_label(candidate.text, row["relevant_text"], other_version)))
            pairs.temporal_y.append(0.0 if state in ("superseded", "not_yet_effective") else 1.0)
            pairs.temporal_mask.append(True)
            pairs.relevance.append(float(relevance_label(str(meta.get("source_path")), candidate.text,
                                                         relevant_doc, row["relevant_text"])))
            pairs.weights.append(1.0)
    return pairs


def answer_removed(pairs: LabelledPairs) -> LabelledPairs:
    """Near-topic questions the index cannot answer, made from answerable ones: each pool without the candidates of
    every document that holds its answer (its version chain included), pool gaps taken again over what is left,
    every candidate a semantic negative. What the semantic head learns from them: the best of a pool that lacks the
    answer is still no answer — the case behind `not_found`, which no labelled question shows (they all have one)."""
    from models.evidence.relevance import PASSAGE_FEATURES, with_pool_gaps

    removed = LabelledPairs()
    offsets = np.cumsum([0] + [len(pool.candidates) for pool in pairs.pools])
    for index, pool in enumerate(pairs.pools):
        rows = range(offsets[index], offsets[index + 1])
        answering = {str(pool.candidates[i].metadata.get("doc_id"))
                     for i, row in enumerate(rows) if pairs.semantic_y[row] > 0}
        keep = [i for i, candidate in enumerate(pool.candidates)
                if answering and str(candidate.metadata.get("doc_id")) not in answering]
        if not keep:
            continue
        semantic = with_pool_gaps(pool.semantic_x[keep, :len(PASSAGE_FEATURES)])
        removed.pools.append(Pool(pool.context, [pool.candidates[i] for i in keep], semantic, pool.temporal_x[keep]))
        removed.query_ids.append(f"{pairs.query_ids[index]}:answer_removed")
        removed.families.append(pairs.families[index])
        for i in keep:
            removed.semantic_y.append(0.0)
            for name in ("temporal_y", "temporal_mask", "weights"):
                getattr(removed, name).append(getattr(pairs, name)[offsets[index] + i])
            removed.relevance.append(0.0)
    return removed


def near_topic_pairs(featurizer: EvidenceFeaturizer, rows: Sequence[Mapping[str, Any]], today: date) -> LabelledPairs:
    """Each labelled question with its rarest known word swapped for one no document holds
    (models.labels.near_topic), its candidate pool retrieved again, every candidate a semantic negative (the
    temporal head learns nothing from them): questions about a body, place or model the corpus does not cover."""
    from models.labels.near_topic import swap_rarest_term
    from models.retrieval.bm25_tokens import tokenize

    stats = featurizer.term_stats
    swapped = []
    for row in rows:
        question = swap_rarest_term(row["query"], tokenize(row["query"], row.get("language")), stats.idf, stats.known,
                                    tokenize)
        if question is not None:
            swapped.append((row, question))
    pairs = LabelledPairs()
    contexts = featurizer.contexts([question for _, question in swapped], today)
    for (row, _), context in zip(swapped, contexts):
        pool = featurizer.pool(context, featurizer.candidates(context))
        if not pool.candidates:
            continue
        pairs.pools.append(pool)
        pairs.query_ids.append(f"{row['query_id']}:near_topic")
        pairs.families.append(family_of(row))
        for _ in pool.candidates:
            pairs.semantic_y.append(0.0)
            pairs.temporal_y.append(0.0)
            pairs.temporal_mask.append(False)
            pairs.relevance.append(0.0)
            pairs.weights.append(1.0)
    return pairs


def _group(featurizer: EvidenceFeaturizer, doc_id: str | None) -> str | None:
    lineage = featurizer.lineage.get(doc_id) if doc_id else None
    return lineage.group if lineage else None


def _doc_id_of(featurizer: EvidenceFeaturizer, source_path: str) -> str | None:
    for strategy in ("operation", "comparison", "trend"):
        chunks = featurizer.version.strategy(strategy).chunks
        match = chunks.loc[chunks["source_path"] == source_path, "doc_id"]
        if len(match):
            return str(match.iloc[0])
    return None


def imported_pairs(featurizer: EvidenceFeaturizer, labels: Any, today: date) -> tuple[LabelledPairs, int]:
    """Label Studio evidence labels as one-candidate pools; returns the pairs and how many labels named a
    chunk that is not in the current index (skipped, counted)."""
    pairs = LabelledPairs()
    if labels is None or len(labels) == 0:
        return pairs, 0
    missing = 0
    todays = [parse_date(value) or today for value in labels["as_of"]]
    contexts = featurizer.contexts(list(labels["query"]), todays)
    for (_, label), context in zip(labels.iterrows(), contexts):
        candidate = featurizer.candidate_by_id(str(label["chunk_id"]))
        if candidate is None:
            missing += 1
            continue
        if label["as_of"]:
            context = featurizer.with_as_of(context, parse_date(label["as_of"]))
        # The labelled chunk is compared with the candidates the question gets, as serving compares it.
        reference, _ = featurizer.dcee_inputs(context, featurizer.candidates(context))
        pairs.pools.append(featurizer.pool(context, [candidate], reference))
        pairs.query_ids.append(f"label:{label['label_id']}")
        pairs.families.append(f"labels:{label.get('source') or 'label_store'}")
        choice = label["label"]
        pairs.semantic_y.append(0.0 if choice == "irrelevant" else 1.0)
        pairs.temporal_y.append(1.0 if choice == "relevant_current" else 0.0)
        pairs.temporal_mask.append(choice != "irrelevant")  # an irrelevant chunk says nothing about time
        pairs.relevance.append(1.0 if choice == "relevant_current" else 0.0)
        pairs.weights.append(float(label.get("weight", 1.0) or 1.0))
    return pairs, missing


@dataclass
class QuerySplits:
    """What a stage fitting on the labelled query set starts from (`start_training`): the CURRENT index's featurizer,
    the reference date, the train split's rows and their pairs."""

    featurizer: EvidenceFeaturizer
    today: date
    train_rows: list[dict[str, Any]]
    train: LabelledPairs

    @property
    def index_version(self) -> str:
        return self.featurizer.version.version

    def heldout(self, settings: Settings) -> tuple[list[dict[str, Any]], LabelledPairs]:
        """The held-out split's rows and their pairs, on the same index and as of the same date."""
        rows = query_rows(settings, "heldout")
        return rows, corpus_pairs(self.featurizer, rows, self.today)

    def datasets(self, settings: Settings, paths: DataPaths, heldout_rows: Sequence[Any]) -> list[Any]:
        """The run's inputs every such stage logs: the chunk store the index was built from, the train split
        (training), the held-out split (evaluation)."""
        from tasks.core.tracking import chunk_store_dataset, file_dataset  # mlflow: only when a run logs

        version = self.featurizer.version
        return [chunk_store_dataset(version.manifest, paths.chunk_store, version.folder),
                file_dataset("train_queries", query_set_path(settings, "train"), "training", rows=len(self.train_rows)),
                file_dataset("heldout_queries", query_set_path(settings, "heldout"), "evaluation",
                             rows=len(heldout_rows))]


def start_training(settings: Settings, paths: DataPaths, run: Any) -> QuerySplits:
    """Open the CURRENT index (its version tagged on `run`, the stage's tracking run) and pair the train split's
    queries with their candidate pools on it, as of the reference date."""
    featurizer = open_featurizer(settings, paths)
    run.set_tags({"index_version": featurizer.version.version})
    today = reference_date(settings)
    train_rows = query_rows(settings, "train")
    return QuerySplits(featurizer, today, train_rows, corpus_pairs(featurizer, train_rows, today))
