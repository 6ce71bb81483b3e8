"""Training and measuring: `train`, `export-queue`, `eval`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tasks.cli.common import Commands, Formatter, UsageError, dvc_outputs, only_for, positive_int, print_json
from tasks.core.atomic import write_json_atomic
from tasks.core.paths import SHARED_TESTDATA, DataPaths
from tasks.core.settings import Settings
from tasks.evaluation.tables import SETS as TABLE_SETS

TRAIN_STEPS = ("all", "dcee", "intent", "ranker")
EVAL_TARGETS = ("evaluators", "retrieval", "tables", "serving")


def register(commands: Commands) -> None:
    train = commands.add("train", _train, "train DCEE, the intent classifier and the fusion ranker (then export the "
                                          "labelling queue), or one of them")
    train.add_argument("step", nargs="?", choices=TRAIN_STEPS, default="all",
                       help="all (default: the three in order, then the queue) | dcee | intent | ranker")
    dvc_outputs(train, plots=True)

    queue = commands.add("export-queue", _export_queue,
                         "score the unlabelled pool with the trained models; the least certain -> the Label Studio "
                         "queue")
    dvc_outputs(queue)

    evaluate = commands.add("eval", _eval, "measure quality: the corrective pipeline (default), retrieval, tables, or "
                                           "the serving API's answers over HTTP")
    evaluate.add_argument("target", nargs="?", choices=EVAL_TARGETS, default="evaluators")
    evaluate.add_argument("--alias", default=None,
                          help="evaluators: latest | challenger | champion (default: evaluators.model_alias)")
    evaluate.add_argument("--local", action="store_true",
                          help="evaluators: this data root's local model copies, not the registry")
    evaluate.add_argument("--source", default=None, metavar="DIR",
                          help="retrieval: the sample corpus the index was built from (default: ingest.source)")
    evaluate.add_argument("--queries", type=Path, default=None, metavar="FILE",
                          help="retrieval: a query JSONL file instead of the held-out split")
    evaluate.add_argument("-k", type=positive_int, default=None, help="retrieval: top k (default: evaluation.k)")
    evaluate.add_argument("--dataset", default=None, choices=[*TABLE_SETS, "all"],
                          help="tables: which development set (default: all; icdar2013-eu with --folder)")
    evaluate.add_argument("--folder", type=Path, default=None,
                          help="tables: the set's folder (default: ../shared/testdata/tables/<set>)")
    evaluate.add_argument("--limit", type=positive_int, default=None,
                          help="serving: only the first N questions of each set")
    dvc_outputs(evaluate)


# ---------------------------------------------------------------- handlers: (args, settings, paths) -> report


def _train(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.evaluators import stage

    if args.step == "all":
        return stage.run(settings, paths)  # writes data/evaluators/train_report.json
    report = stage.STEPS[args.step](settings, paths)
    write_json_atomic(paths.step_report(args.step), report)
    return report


def _export_queue(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.labels import stage

    report = stage.export_queue(settings, paths)
    write_json_atomic(paths.step_report("queue"), report)
    return report


def _eval(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    only_for(args, "target", {"alias": "evaluators", "local": "evaluators", "source": "retrieval",
                              "queries": "retrieval", "k": "retrieval", "folder": "tables",
                              "dataset": "tables", "limit": "serving"})
    if args.target == "serving":
        from tasks.evaluation import serving

        return serving.run(settings, paths, args.limit, progress=not args.json)
    if args.target == "retrieval":
        from tasks.evaluation import retrieval

        return retrieval.run(settings, paths, args.queries, args.k)
    if args.target == "tables":
        return _eval_tables(args, settings)
    from tasks.evaluation.evaluators import evaluate

    return evaluate(settings, paths, alias=args.alias, local=args.local)


def _eval_tables(args: argparse.Namespace, settings: Settings) -> dict[str, Any]:
    """`ragops eval tables`: ragops' table extraction scored on each development set (or the one in --folder)."""
    from tasks.evaluation.tables import ragops_extractor, score_set
    from tasks.ingest.pdf_tables import table_settings

    names = list(TABLE_SETS) if (args.dataset or ("icdar2013-eu" if args.folder else "all")) == "all" else [
        args.dataset or "icdar2013-eu"]
    if args.folder is not None and len(names) > 1:
        raise UsageError("--folder needs one --dataset")
    extractor = ragops_extractor(table_settings(settings.ingest))
    reports = {}
    for name in names:
        folder = args.folder or SHARED_TESTDATA / TABLE_SETS[name][0]
        if not folder.is_dir():
            raise FileNotFoundError(f"no such folder: {folder}")
        reports[name] = score_set(TABLE_SETS[name][1](folder), extractor)
    return {"sets": reports}


# ---------------------------------------------------------------- human output


def _print_train(args: argparse.Namespace, result: dict[str, Any]) -> None:
    for report in ([result[name] for name in ("dcee", "intent", "ranker")] if args.step == "all" else [result]):
        print(f"{report['model']} version {report['version']} (@challenger): held-out "
              + ", ".join(f"{key} {value}" for key, value in report["heldout"].items()
                          if isinstance(value, (int, float))))
    if args.step == "all":
        _print_queue(args, result["queue"])


def _print_queue(args: argparse.Namespace, queue: dict[str, Any]) -> None:
    print(f"labelling queue: {queue['evidence_tasks']} evidence and {queue['intent_tasks']} intent tasks "
          f"-> {queue['evidence_queue']}, {queue['intent_queue']}")


def _print_eval(args: argparse.Namespace, result: dict[str, Any]) -> None:
    _EVAL_FORMATTERS.get(args.target, print_json)(args, result)


def _print_eval_evaluators(args: argparse.Namespace, result: dict[str, Any]) -> None:
    for name, method in result["methods"].items():
        stale = method["stale_top1"]
        k = next(key for key in method if key.startswith("recall@") and key[len("recall@"):].isdigit())
        print(f"{name:20s} {k} {method[k]}  stale top-1 {stale['stale']}/{stale['queries']}  "
              f"{method['ms_per_query']} ms/query")
    change = next(key for key in result if key.endswith("_change_points"))
    print(f"stale top-1 reduction {result['stale_top1_relative_reduction']}, "
          f"{change.removesuffix('_change_points')} change "
          f"{result[change]} points, intent accuracy {result['intent']['accuracy']}, "
          f"DCEE ROC-AUC {result['dcee']['roc_auc_confidence']} ECE {result['dcee']['ece_joint']}")
    for phrasing, by_method in result["versions"].items():
        for name, kinds in by_method.items():
            print(f"{phrasing:16s} {name:20s} " + "  ".join(
                f"{kind}: right {item['right_version']}/{item['questions']} stale {item['stale']}/{item['questions']}"
                for kind, item in kinds.items() if item["questions"]))
    print("version chains exactly right: " + ", ".join(
        f"{name} {item['exact']}/{item['groups']}" for name, item in result["chains_exact"].items()))
    unseen = result.get("unseen_phrasing") or {}
    if unseen.get("methods"):
        corrective = unseen["methods"]["corrective"]
        recall = next(key for key in corrective if key.startswith("recall@"))
        print(f"unseen phrasing ({unseen['questions']} questions): corrective {recall} {corrective[recall]}, "
              f"DCEE ROC-AUC {unseen['dcee']['roc_auc_confidence']} ECE {unseen['dcee']['ece_joint']}")
    print("targets: " + ", ".join(f"{key} {value}" for key, value in result["targets"].items() if key.endswith("met"))
          + f" (unseen targets judged on {result['targets']['unseen_targets_judged_on']})")


def _print_eval_retrieval(args: argparse.Namespace, result: dict[str, Any]) -> None:
    from tasks.evaluation.retrieval import summary_lines

    print("\n".join(summary_lines(result)))


def _print_eval_serving(args: argparse.Namespace, result: dict[str, Any]) -> None:
    from tasks.evaluation.serving import summary_lines

    print("\n".join(summary_lines(result)))


def _print_eval_tables(args: argparse.Namespace, result: dict[str, Any]) -> None:
    from tasks.evaluation.tables import summary_line

    for name, report in result["sets"].items():
        print(summary_line(name, report))


_EVAL_FORMATTERS: dict[str, Formatter] = {
    "evaluators": _print_eval_evaluators, "retrieval": _print_eval_retrieval, "serving": _print_eval_serving,
    "tables": _print_eval_tables,
}
FORMATTERS: dict[str, Formatter] = {"train": _print_train, "export-queue": _print_queue, "eval": _print_eval}
