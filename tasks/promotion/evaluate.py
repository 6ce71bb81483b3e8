"""Stage `evaluate` (`ragops evaluate`, DAG promote_models, dvc stage `evaluate`): the candidate deployment and the
champion measured in one run, on the same questions, through the serving code path.

Each deployment gets its own manifest and its own `python -m serving` process on 127.0.0.1 (the program users
run), and every question is posted to `/v1/query` as a client would. Questions (at most `promotion.limit` per set, spread over it):
  - `heldout`: the sample query set's held-out split (answerable);
  - `no_answer`: `<ingest.source>/queries/no_answer.jsonl`, questions the corpus has no answer to (the sample
    corpus writes them: off-topic and near-miss families, none of them used to tune anything);
  - every file of `promotion.golden_sets` (JSONL, `load_golden`): answerable and unanswerable questions of your own.
Metrics per deployment (what `promotion.thresholds` may gate on):
  - `recall_at_k`: answerable questions whose evidence top k (evaluation.k) holds the labelled answer in the
    labelled document;
  - `right_answer_rate`: answerable questions whose answer states the expected answer (the row's `expected`, else
    the figures of its `relevant_text`) with its first citation from the labelled document
    (models.answering.expected.right_answer); `answerable_refused`: answerable questions answered `not_found`;
  - `stale_evidence_rate`: versioned questions whose top evidence passage is another version of the rule than the
    one in force at the question's date (corpus manifest ground truth);
  - `not_found_precision`: of the replies `not_found`, the share to questions with no answer in the corpus;
    `not_found_recall`: of those questions, the share answered `not_found`;
  - `intent_accuracy`, `dcee_auc`, `dcee_ece`: the deployment's intent classifier and DCEE on the held-out split
    (tasks.evaluators.metrics, the figures training reports);
  - `correction_trigger_rate`: answerable questions whose evidence went through counterfactual re-retrieval;
  - `answer_support`: of the answer sentences to answerable questions, the share one cited passage supports
    (models.answering.verify.answer_support);
  - `answer_f1`, `answer_exact_match`: the answer text of answerable questions against their labelled sentence
    (`relevant_text`), token F1 and exact match with citations removed (models.generator.answers; a `not_found`
    reply scores 0); `refusal_accuracy`: questions with no answer that are refused — answered `not_found`, or a
    generator's answer saying the evidence does not answer (models.generator.answers.is_refusal);
  - `latency_p50_seconds`, `latency_p95_seconds`: /v1/query wall time seen by the client, one request at a time.
A candidate that answers with a generator (a registered one or an LLM backend) is measured a second time as
`candidate_extractive`: the same deployment with the extractive backend, on the same questions in the same run — what
the gate judges the generator's answers against (`promotion.generator_thresholds`).
The report also keeps, under `compared`, the questions the candidate and the champion answered differently (answer
text, action or first citation), each with what every deployment replied — answer, action, first citation and at most
three evidence cards (source, page, a 400-character passage, DCEE confidence, validity window, correction): what the
review page (`GET /review`, `ragops review`) shows side by side. The dvc metrics file keeps none of it.
Output: `<data_root>/reports/promotion_eval.json` (atomic; the dvc metrics file), PNG plots under
`<data_root>/reports/promotion/`, and an MLflow run `evaluate` with both deployments' metrics and the plots.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import Any

import numpy as np

from models.gate import GENERATOR_METRICS
from tasks.core.atomic import write_json_atomic
from tasks.core.deployment import DeploymentManifest, save_deployment
from tasks.core.paths import DataPaths
from tasks.core.review_page import compare
from tasks.core.settings import Settings, corpus_folder

METRICS: tuple[str, ...] = (
    "recall_at_k", "right_answer_rate", "answerable_refused", "stale_evidence_rate", "not_found_precision",
    "not_found_recall", "intent_accuracy", "dcee_auc",
    "dcee_ece", "correction_trigger_rate", "answer_support", "answer_f1", "answer_exact_match", "refusal_accuracy",
    "latency_p50_seconds", "latency_p95_seconds",
)
ROLES = ("candidate", "champion", "candidate_extractive")  # the deployments one evaluation may measure
GOLDEN_FIELDS = {"query_id", "query", "answerable", "relevant_doc", "relevant_text", "as_of", "intent",
                 "current_doc", "version_group", "language", "phrasing", "on_scanned_page", "expected"}


def load_golden(path: Path) -> list[dict[str, Any]]:
    """A golden set: one JSON object per line, `query` and either `relevant_doc` + `relevant_text` (answerable) or
    `"answerable": false`; optional `query_id`, `as_of` (YYYY-MM-DD, sent to the server), `intent`, `current_doc`
    and `version_group` (versioned rules: the stale-evidence metric). ValueError names the line."""
    rows = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        where = f"{path}:{number}"
        try:
            row = json.loads(line)
        except json.JSONDecodeError as err:
            raise ValueError(f"{where}: not JSON ({err.msg})") from None
        if not isinstance(row, dict) or not isinstance(row.get("query"), str) or not row["query"].strip():
            raise ValueError(f"{where}: each line must be an object with a non-empty \"query\"")
        unknown = sorted(set(row) - GOLDEN_FIELDS)
        if unknown:
            raise ValueError(f"{where}: unknown fields {unknown} (allowed: {sorted(GOLDEN_FIELDS)})")
        answerable = row.get("answerable", True)
        if not isinstance(answerable, bool):
            raise ValueError(f"{where}: \"answerable\" must be true or false")
        if answerable and not (row.get("relevant_doc") and row.get("relevant_text")):
            raise ValueError(f"{where}: an answerable question needs relevant_doc and relevant_text "
                             "(or say \"answerable\": false)")
        if row.get("as_of") is not None:
            try:
                date.fromisoformat(str(row["as_of"]))
            except ValueError:
                raise ValueError(f"{where}: as_of must be YYYY-MM-DD, got {row['as_of']!r}") from None
        rows.append({**row, "answerable": answerable, "query_id": str(row.get("query_id") or f"{Path(path).stem}-{number}")})
    if not rows:
        raise ValueError(f"{path}: no questions")
    return rows


def question_sets(settings: Settings, paths: DataPaths) -> dict[str, list[dict[str, Any]]]:
    from tasks.labels.queries import query_rows

    sets = {"heldout": [{**row, "answerable": True, "send_as_of": False} for row in query_rows(settings, "heldout")]}
    folder = corpus_folder(settings)
    no_answer = folder / "queries" / "no_answer.jsonl" if folder is not None else None
    if no_answer is not None and no_answer.is_file():
        sets["no_answer"] = [{**row, "answerable": False, "send_as_of": False} for row in load_golden(no_answer)]
    for name in settings.promotion.golden_sets:
        path = Path(name) if Path(name).is_absolute() else paths.root / name
        if not path.is_file():
            raise FileNotFoundError(f"promotion.golden_sets: no file {path}")
        sets[f"golden:{path.stem}"] = [{**row, "send_as_of": True} for row in load_golden(path)]
    if settings.promotion.limit:
        sets = {name: thin(rows, settings.promotion.limit) for name, rows in sets.items()}
    return sets


def thin(rows: Sequence[Mapping[str, Any]], limit: int) -> list[Mapping[str, Any]]:
    """At most `limit` rows spread over the set (its rows are grouped by family), not its first rows; the questions
    about a versioned document (what `stale_evidence_rate` is measured on) and the others each keep their share, at
    least one of each: the gate fails closed on a metric nobody measured, so a thinned set must still measure every
    one. The rows keep their order."""
    if len(rows) <= limit:
        return list(rows)
    kinds = [kind for kind in ([row for row in rows if row.get("version_group")],
                               [row for row in rows if not row.get("version_group")]) if kind]
    counts = [max(1, round(limit * len(kind) / len(rows))) for kind in kinds]
    while sum(counts) > limit:
        counts[counts.index(max(counts))] -= 1
    kept = {id(row) for kind, count in zip(kinds, counts) for row in kind[:: max(1, len(kind) // count)][:count]}
    return [row for row in rows if id(row) in kept]


def _share(count: float, total: float) -> float | None:
    return round(count / total, 4) if total else None


def score_replies(rows: Sequence[Mapping[str, Any]], replies: Sequence[Mapping[str, Any]], groups: Mapping[str, str],
                  k: int, token_share: float) -> dict[str, Any]:
    """The HTTP-side metrics of one deployment over a list of questions (any mix of answerable and not)."""
    from models.answering.expected import right_answer
    from models.answering.verify import answer_support
    from models.generator.answers import exact_match, is_refusal, token_f1
    from models.labels.evidence_labels import relevance_label

    answerable = [(row, reply) for row, reply in zip(rows, replies) if row["answerable"]]
    unanswerable = [(row, reply) for row, reply in zip(rows, replies) if not row["answerable"]]
    hits = versioned = stale = corrected = supported = sentences = right = refused = 0
    f1 = exact = 0.0
    for row, reply in answerable:
        right += right_answer(row, reply)
        refused += reply["action"] == "not_found"
        if reply["action"] != "not_found":
            f1 += _against_label(token_f1, reply.get("answer"), row)
            exact += _against_label(exact_match, reply.get("answer"), row)
        top = [(path, item["text"]) for item in reply["evidence"][:k]
               for path in (item.get("source_paths") or [item["source_path"]])]
        hits += any(relevance_label(path, text, row["relevant_doc"], row["relevant_text"]) for path, text in top)
        if row.get("version_group"):
            versioned += 1
            target = row.get("current_doc") or row["relevant_doc"]
            first = reply["evidence"][0] if reply["evidence"] else None
            paths = (first.get("source_paths") or [first["source_path"]]) if first else []
            stale += any(groups.get(path) == row["version_group"] and path != target for path in paths)
        corrected += bool(reply["correction"]["corrected"])
        if reply["action"] != "not_found" and reply.get("answer"):
            cited = [item["text"] for item in reply["evidence"] if item.get("cited")]
            good, total = answer_support(reply["answer"], cited, token_share)
            supported, sentences = supported + good, sentences + total
    said_not_found = [row for row, reply in zip(rows, replies) if reply["action"] == "not_found"]
    right_not_found = sum(not row["answerable"] for row in said_not_found)
    declined = sum(reply["action"] == "not_found" or is_refusal(reply.get("answer") or "", row.get("language"))
                   for row, reply in unanswerable)
    return {
        "questions": len(rows), "answerable": len(answerable), "unanswerable": len(unanswerable),
        "recall_at_k": _share(hits, len(answerable)),
        "right_answer_rate": _share(right, len(answerable)), "answerable_refused": _share(refused, len(answerable)),
        "stale_evidence_rate": _share(stale, versioned), "versioned_questions": versioned,
        "not_found_replies": len(said_not_found),
        "not_found_precision": _share(right_not_found, len(said_not_found)),
        "not_found_recall": _share(right_not_found, len(unanswerable)),
        "answered_unanswerable": [row["query_id"] for row, reply in unanswerable if reply["action"] != "not_found"],
        "correction_trigger_rate": _share(corrected, len(answerable)),
        "answer_support": _share(supported, sentences), "answer_sentences": sentences,
        "answer_f1": _share(f1, len(answerable)), "answer_exact_match": _share(exact, len(answerable)),
        "refusal_accuracy": _share(declined, len(unanswerable)), "verification": verification_figures(answerable),
    }


def _against_label(score: Any, answer: str | None, row: Mapping[str, Any]) -> float:
    """An answer text scored (models.generator.answers token_f1 / exact_match) against the row's labelled sentence."""
    return score(answer or "", row["relevant_text"], row.get("language"))


def verification_figures(answered: Sequence[tuple[Mapping[str, Any], Mapping[str, Any]]]) -> dict[str, Any]:
    """How often post-generation verification (serving.verification) fired on answerable questions and what it
    changed: `checked` answers it judged, `flagged` those over the contradicted share, `rewritten` those an LLM
    backend generated again, and the mean change of their token F1 against the labelled sentence."""
    from models.generator.answers import token_f1

    checked = [(row, reply) for row, reply in answered
               if reply.get("verification") and not reply["verification"].get("skipped")]
    rewritten = [(row, reply) for row, reply in checked if reply["verification"].get("action") == "rewrite"]
    changes = [_against_label(token_f1, reply.get("answer"), row)
               - _against_label(token_f1, reply["verification"].get("original_answer"), row)
               for row, reply in rewritten]
    return {"checked": len(checked), "flagged": sum(bool(reply["verification"].get("flagged")) for _, reply in checked),
            "rewritten": len(rewritten), "f1_change_when_rewritten": round(sum(changes) / len(changes), 4)
            if changes else None}


def _percentile(values: Sequence[float], q: float) -> float | None:
    return round(float(np.percentile(values, q)), 4) if values else None


def _model_metrics(settings: Settings, paths: DataPaths, manifest: DeploymentManifest, rows: Sequence[Mapping[str, Any]],
                   today: date) -> dict[str, Any]:
    """The deployment's intent classifier and DCEE on the held-out pairs (the same figures training reports)."""
    from tasks.core.registry import load_evaluator_versions
    from tasks.evaluators.metrics import dcee_metrics, intent_metrics
    from tasks.evaluators.pairs import corpus_pairs
    from tasks.runtime.evidence import EvidenceFeaturizer
    from tasks.runtime.retrieval import IndexVersion

    evaluators = load_evaluator_versions(settings, paths, manifest.models)
    featurizer = EvidenceFeaturizer(settings, IndexVersion(paths.index_root / str(manifest.index_version)))
    intent = intent_metrics(evaluators.intent, rows, settings.evaluators.intent.confidence_threshold)
    dcee = dcee_metrics(evaluators.dcee, corpus_pairs(featurizer, list(rows), today), settings.evaluators.dcee.threshold)
    return {"intent_accuracy": intent["accuracy"], "intent_routed_accuracy": intent["routed_accuracy"],
            "dcee_auc": dcee["roc_auc_confidence"], "dcee_ece": dcee["ece_joint"], "dcee_pairs": dcee["pairs"]}


def _generator_metrics(settings: Settings, paths: DataPaths, manifest: DeploymentManifest) -> dict[str, Any]:
    """A registered generator's quantisation figures, from the run that registered it (`ragops quantize`); none for
    a deployment without one."""
    from tasks.core.registry import GENERATOR, open_registry

    version = manifest.models.get(GENERATOR)
    if version is None:
        return {}
    with open_registry(settings, paths) as registry:
        found = registry.version_metrics(GENERATOR, version)
    return {"generator_perplexity_ratio": found.get("perplexity_ratio"),
            "generator_output_agreement": found.get("output_agreement")}


def _server(settings: Settings, paths: DataPaths, manifest: DeploymentManifest, role: str,
            today: date) -> tuple[Any, dict[str, Any]]:
    """A not-yet-started server for one deployment, on its own manifest file under reports/promotion/<role>/."""
    from tasks.core.server_process import Server, server_settings

    scratch = paths.reports / "promotion" / role
    manifest_file = scratch / "manifest.json"
    payload = save_deployment(manifest_file, manifest)
    params = server_settings(settings, scratch / "settings.json")
    server = Server(paths.root, params, [f"serving.manifest={manifest_file}", "serving.watch_interval_seconds=0",
                                         f"evaluators.reference_date={today.isoformat()}"], scratch / "server.log")
    return server, payload


def _ask(server: Any, role: str, sets: Mapping[str, Sequence[Mapping[str, Any]]], k: int,
         progress: bool) -> tuple[dict[str, list[dict[str, Any]]], list[float]]:
    """Every question of every set over HTTP, one at a time (the latencies are those of one user)."""
    import httpx

    replies: dict[str, list[dict[str, Any]]] = {}
    latencies: list[float] = []
    with httpx.Client(base_url=server.url, timeout=120.0) as client:
        for name, rows in sets.items():
            if progress:
                print(f"evaluate {role}: {name} ({len(rows)} questions)", flush=True)
            got = []
            for row in rows:
                body: dict[str, Any] = {"query": row["query"], "top_k": k}
                if row.get("send_as_of") and row.get("as_of"):
                    body["as_of"] = str(row["as_of"])
                clock = time.perf_counter()
                reply = client.post("/v1/query", json=body)
                latencies.append(time.perf_counter() - clock)
                reply.raise_for_status()
                got.append(reply.json())
            replies[name] = got
    return replies, latencies


def measure(settings: Settings, paths: DataPaths, deployments: Mapping[str, DeploymentManifest],
            sets: Mapping[str, Sequence[Mapping[str, Any]]], groups: Mapping[str, str], today: date,
            progress: bool = True) -> dict[str, dict[str, Any]]:
    """Each deployment (by role): its own server on its own manifest file, every question over HTTP, then the model
    metrics. The servers start together (their loads overlap) and are asked in turn, each alone on the machine while
    it answers, and stopped once it has. Also `compared`: the questions the candidate and the champion answered
    differently, with what each replied (tasks.core.review_page.compare, what the review page shows)."""
    from tasks.core.server_process import running_together

    built = {role: _server(settings, paths, manifest, role, today) for role, manifest in deployments.items()}
    asked: dict[str, tuple[dict[str, Any], dict[str, list[dict[str, Any]]], list[float]]] = {}
    with running_together([server for server, _ in built.values()]):
        for role, (server, _) in built.items():
            replies, latencies = _ask(server, role, sets, settings.evaluation.k, progress)
            asked[role] = (server.ready["deployment"], replies, latencies)
            server.stop()
    scored: dict[str, dict[str, Any]] = {
        role: _scored(settings, paths, deployments[role], built[role][1], *asked[role], sets, groups, today)
        for role in deployments}
    return {**scored, "compared": compare(sets, {role: replies for role, (_, replies, _) in asked.items()})}


def _scored(settings: Settings, paths: DataPaths, manifest: DeploymentManifest, payload: dict[str, Any],
            served: dict[str, Any], replies: Mapping[str, Sequence[Mapping[str, Any]]], latencies: Sequence[float],
            sets: Mapping[str, Sequence[Mapping[str, Any]]], groups: Mapping[str, str], today: date) -> dict[str, Any]:
    """One deployment's report: its answers scored overall and per set, its models' own figures, its latencies."""
    k = settings.evaluation.k
    all_rows = [row for rows in sets.values() for row in rows]
    all_replies = [reply for name in sets for reply in replies[name]]
    token_share = settings.promotion.support_token_share
    overall = score_replies(all_rows, all_replies, groups, k, token_share)
    models = {**_model_metrics(settings, paths, manifest, sets["heldout"], today),
              **_generator_metrics(settings, paths, manifest)}
    found = {**overall, **models, "latency_p50_seconds": _percentile(latencies, 50),
             "latency_p95_seconds": _percentile(latencies, 95)}
    return {
        "deployment": payload, "served_as": served,
        "metrics": {**{key: found.get(key) for key in METRICS},
                    **{key: found[key] for key in GENERATOR_METRICS if key in found}},
        "overall": overall, "models": models,
        "sets": {name: score_replies(rows, replies[name], groups, k, token_share) for name, rows in sets.items()},
        "actions": {name: dict(Counter(reply["action"] for reply in replies[name])) for name in sets},
        "latencies_seconds": [round(value, 4) for value in latencies],
    }


def run(settings: Settings, paths: DataPaths, progress: bool = True) -> dict[str, Any]:
    from tasks.core.registry import open_registry
    from tasks.labels.queries import version_truth
    from tasks.promotion.candidates import (
        candidate_deployment,
        champion_deployment,
        extractive_twin,
        generates,
        same_content,
    )
    from tasks.runtime.evidence import reference_date

    started = time.perf_counter()
    with open_registry(settings, paths) as registry:
        candidate = candidate_deployment(settings, paths, registry)
        champion = champion_deployment(settings, paths, registry)
    report: dict[str, Any] = {
        "candidate": {"deployment": candidate.to_dict()}, "champion": None if champion is None else {
            "deployment": champion.to_dict()},
        "nothing_new": same_content(candidate, champion), "measured_on": date.today().isoformat()}
    if report["nothing_new"]:
        # The candidate is what serving already serves: nothing to measure, and nothing written (the report on disk
        # stays the one that led to this deployment).
        return report
    today = reference_date(settings)
    sets = question_sets(settings, paths)
    groups = {path: known["version_group"] for path, known in version_truth(settings).items()}
    report["reference_date"] = today.isoformat()
    report["questions"] = {name: len(rows) for name, rows in sets.items()}
    deployments = {"candidate": candidate}
    if generates(settings, candidate):  # its answers are judged against the extractive backend's on the same questions
        deployments["candidate_extractive"] = extractive_twin(settings, candidate)
    if champion is not None:
        deployments["champion"] = champion
    report.update(measure(settings, paths, deployments, sets, groups, today, progress))
    report["seconds"] = round(time.perf_counter() - started, 1)
    plots = write_plots(report, paths.reports / "promotion")
    report["plots"] = [str(path) for path in plots]
    write_json_atomic(paths.promotion_eval_report, report)
    _log(settings, paths, report, plots)
    return report


def write_plots(report: Mapping[str, Any], folder: Path) -> list[Path]:
    """Candidate vs champion per metric (bars), and the latency distributions (empirical CDF)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    folder.mkdir(parents=True, exist_ok=True)
    roles = [role for role in ROLES if report.get(role) and report[role].get("metrics")]
    quality = [name for name in METRICS if not name.startswith("latency")]
    figure, axis = plt.subplots(figsize=(10, 4.5))
    width = 0.8 / len(roles)
    for offset, role in enumerate(roles):
        values = [report[role]["metrics"].get(name) or 0.0 for name in quality]
        axis.bar(np.arange(len(quality)) + offset * width, values, width, label=role)
    axis.set_xticks(np.arange(len(quality)) + width * (len(roles) - 1) / 2, quality, rotation=35, ha="right")
    axis.set_ylim(0, 1.05)
    axis.set_title("promotion: candidate vs champion (same questions, same run)")

    def save(name: str) -> Path:
        axis.legend()
        figure.tight_layout()
        figure.savefig(folder / name, dpi=110)
        plt.close(figure)
        return folder / name

    bars = save("promotion_metrics.png")
    figure, axis = plt.subplots(figsize=(6, 4))
    for role in roles:
        values = np.sort(report[role]["latencies_seconds"])
        axis.plot(values, np.arange(1, len(values) + 1) / len(values), label=role)
    axis.set_xlabel("/v1/query seconds (client side, one request at a time)")
    axis.set_ylabel("share of requests")
    return [bars, save("promotion_latency.png")]


def _log(settings: Settings, paths: DataPaths, report: Mapping[str, Any], plots: Sequence[Path]) -> None:
    from tasks.core.tracking import stage_run

    candidate = report["candidate"]["deployment"]
    tags = {"candidate.deployment_id": candidate["deployment_id"], "candidate.index_version": candidate["index_version"],
            **{f"candidate.{name}": version for name, version in candidate["models"].items()}}
    if report.get("champion"):
        tags["champion.deployment_id"] = report["champion"]["deployment"]["deployment_id"]
    with stage_run("evaluate", settings, paths, tags=tags) as run:
        for role in ROLES:
            if report.get(role) and report[role].get("metrics"):
                run.log_metrics({f"{role}_{key}": value for key, value in report[role]["metrics"].items()
                                 if value is not None})
        run.log_dict(report, "promotion_eval.json")
        for plot in plots:
            run.log_artifact(plot)
