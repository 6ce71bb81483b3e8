"""`dag.test()` of build_generator with a small test profile (the tiny profile's code path, smaller models and sets:
params.yaml's tiny profile takes minutes) on a copy of the built sample root: distill writes the dataset with its
provenance and the three-way table, quantize writes the AWQ checkpoint, its ratios and a registered `generator`
version (@challenger, lineage tags), build_engine is skipped with its reason (no TensorRT-LLM, no GPU here); then the
CLI says the same and exits 1, and the serving runtime's `transformers` backend answers from the quantised student."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import copy_data_root
from tests.integration.airflow_subprocess import migrated_airflow_env
from tests.lifecycle_bounds import LIFECYCLE_BOUNDS

REPO = Path(__file__).resolve().parents[2]

TASKS = ("snapshot_settings", "distill", "quantize", "build_engine")
ARCH = {"heads": 4, "kv_heads": 2}
# The test profile: the tiny profile's code, sized to run inside `make test`.
TEST_PROFILE = {
    "distill": {
        "train_questions": 48, "eval_questions": 8, "max_new_tokens": 16,
        "student": {"epochs": 2, "batch_size": 8, "learning_rate": 0.003},
        "tiny": {"vocab_size": 512, "context": 1024, "pretrain_blocks": 64, "pretrain_block": 128,
                 "teacher": {"hidden_size": 128, "layers": 2, "intermediate_size": 256, **ARCH},
                 "student": {"hidden_size": 128, "layers": 1, "intermediate_size": 256, **ARCH},
                 "pretrain": {"epochs": 1, "batch_size": 8, "learning_rate": 0.003},
                 "teacher_sft": {"epochs": 2, "batch_size": 8, "learning_rate": 0.003}},
    },
    "quantize": {"calibration_samples": 16, "max_seq_length": 128, "eval_questions": 8},
}


@pytest.fixture(scope="module")
def built(tmp_path_factory, sample_trained_root: Path) -> dict:
    """ONE dag.test() on a copy of the trained sample root (evaluators registered at @challenger), then the
    promotion of a candidate that serves the registered generator: once with params.yaml's thresholds (less the noisy
    latency and the user-level bounds every lifecycle test lifts, tests/lifecycle_bounds.py) as a dry run — the test
    student answers worse than the extractive backend, and the gate refuses it —, once with the answer-level bounds
    lifted (the test student's answers are not the point there: the code path that serves a kept generator is)."""
    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings
    from tasks.promotion import stage

    work = tmp_path_factory.mktemp("dag_generator")
    root = copy_data_root(sample_trained_root, work / "data", keep_registry=True)
    corpus = sample_trained_root.parent / "sample_corpus"
    env = migrated_airflow_env(tmp_path_factory.mktemp("airflow_home"), root)
    conf = {"ingest": {"source": str(corpus)}, **TEST_PROFILE}
    done = subprocess.run([sys.executable, str(Path(__file__).with_name("dag_runner.py")), "build_generator",
                           json.dumps(conf)], env=env, capture_output=True, text=True, timeout=900, cwd=REPO)
    assert done.returncode == 0, f"{done.stdout[-2000:]}\n{done.stderr[-4000:]}"
    story = {"root": root, "env": env, "corpus": corpus, "conf": conf, "log": done.stderr,
             "result": json.loads(done.stdout.strip().splitlines()[-1])}

    # 5 questions per set (a thinned set keeps a versioned question and the others: every metric is measured): the
    # student's answers fall short of the extractive twin's on any sample (the point is the code path that judges,
    # refuses and serves a generator), and each question costs the student's generation on the loaded machine.
    overrides = {"ingest.source": str(corpus), "promotion.limit": 5, "promotion.registered_generator": "challenger",
                 # Latency is the loaded test machine's, not the code path's: a fresh-clone CI run measured a P95 of
                 # 1.389 s against the 1.2 s ceiling with the other worker busy.
                 "promotion.thresholds.latency_p95_seconds.max_relative_regression": 10.0,
                 "promotion.thresholds.latency_p95_seconds.absolute": 60.0,
                 # In both runs: "strict" differs from "lifted" by the answer-support bound alone.
                 **LIFECYCLE_BOUNDS}
    paths = DataPaths(root)
    story["strict"] = stage.run(load_settings(overrides={**overrides, "promotion.mode": "dry_run"}), paths,
                                progress=False)
    story["strict_gate"] = json.loads(paths.gate_report.read_text(encoding="utf-8"))
    story["evaluation"] = json.loads(paths.promotion_eval_report.read_text(encoding="utf-8"))
    refused = story["strict_gate"]["generator"]["version"]
    story["strict_tags"] = dict(_client(root).get_model_version("generator", refused).tags) if refused else {}
    lifted = {**overrides, "promotion.thresholds.answer_support.absolute": 0.0,
              **{f"promotion.generator_thresholds.{metric}.max_regression": 1.0
                 for metric in ("answer_f1", "answer_exact_match", "answer_support", "refusal_accuracy")},
              "promotion.generator_thresholds.latency_p95_seconds.absolute": 60.0}
    story["lifted"] = stage.run(load_settings(overrides=lifted), paths, progress=False)  # the same evaluation
    story["lifted_gate"] = json.loads(paths.gate_report.read_text(encoding="utf-8"))
    return story


def test_the_dag_distils_quantises_registers_and_skips_the_engine_build(built):
    result, root = built["result"], built["root"]
    assert result["state"] == "success", result
    assert result["tasks"] == {"snapshot_settings": "success", "distill": "success", "quantize": "success",
                               "build_engine": "skipped"}

    report = json.loads((root / "reports" / "generator.json").read_text(encoding="utf-8"))
    assert set(report) == {"distill", "quantize", "build_engine"}
    table = report["distill"]["table"]
    assert set(table) == {"teacher", "student_kd", "student_no_kd"}
    for model in table.values():
        for split in ("dev", "test"):
            scores = model[split]
            assert scores["n"] == 8 and 0.0 <= scores["f1"] <= 1.0 and 0.0 <= scores["exact_match"] <= 1.0
            assert 1.0 < scores["perplexity"] < 512  # below a uniform guess over the 512-token vocabulary
    assert 0.4 < report["distill"]["student_teacher_ratio"] < 0.7
    assert "TensorRT-LLM" in report["build_engine"]["skipped"]

    quantized = report["quantize"]
    assert quantized["recipe"] == {"backend": "llmcompressor", "method": "awq", "scheme": "W4A16_ASYM", "bits": 4,
                                   "group_size": 128, "symmetric": False, "calibration_samples": 16,
                                   "max_seq_length": 128, "ignore": ["lm_head"]}
    assert 0.5 < quantized["perplexity_ratio"] < 2.0 and 0.0 <= quantized["output_agreement"] <= 1.0
    assert quantized["size_ratio_vs_fp16"] < 1.0 and quantized["bytes_quantized"] < quantized["bytes_full_checkpoint"]
    config = json.loads((root / "generator" / "quantized" / "config.json").read_text(encoding="utf-8"))
    weights = config["quantization_config"]["config_groups"]["group_0"]["weights"]
    assert (weights["num_bits"], weights["group_size"], weights["strategy"]) == (4, 128, "group")


def test_the_dataset_keeps_its_provenance(built):
    root = built["root"]
    rows = [json.loads(line) for line in (root / "generator" / "dataset" / "train.jsonl").read_text().splitlines()]
    distilled = json.loads((root / "generator" / "distill_report.json").read_text(encoding="utf-8"))
    assert distilled["dataset"] == {"train": len(rows), "dev": 8, "test": 8} and 20 <= len(rows) <= 48
    for row in rows:
        assert row["chunk_ids"] and row["index_version"] and row["teacher_version"] == distilled["versions"]["teacher"]
        assert isinstance(row["teacher_answer"], str)
        assert row["messages"][0]["role"] == "system" and "Question:" in row["messages"][1]["content"]
    test_ids = {json.loads(line)["query_id"] for line in (root / "generator" / "dataset" / "test.jsonl").read_text().splitlines()}
    assert not test_ids & {row["query_id"] for row in rows}


def test_the_quantised_student_is_a_registered_challenger_with_lineage(built):
    from mlflow import MlflowClient

    root = built["root"]
    uri = f"sqlite:///{root / 'mlflow.db'}"
    client = MlflowClient(tracking_uri=uri, registry_uri=uri)
    version = client.get_model_version_by_alias("generator", "challenger")
    tags = version.tags
    distilled = json.loads((root / "generator" / "distill_report.json").read_text(encoding="utf-8"))
    assert tags["lineage.dataset_sha256"] == distilled["dataset_sha256"]["train"]
    assert tags["lineage.teacher"].startswith("tiny-llama:") and tags["lineage.student_base"].startswith("tiny-llama:")
    assert json.loads(tags["lineage.awq_recipe"])["group_size"] == 128
    run = client.get_run(version.run_id)
    assert {"perplexity_ratio", "output_agreement", "student.test.f1"} <= set(run.data.metrics)
    assert (root / "generator" / "quantized" / "REGISTERED_VERSION").read_text().strip() == str(version.version)


def test_the_registered_generator_is_a_logged_model_with_a_named_signature_and_its_datasets(built):
    """The issue's acceptance test for the generator: version -> LoggedModel (models from code, named signature), its
    run's inputs (the distillation set by its recorded hash, the calibration passages, the dev prompts), metrics naming
    the dataset, a description; the distill and quantize runs span their stages; pyfunc answers a prompt."""
    import mlflow.pyfunc
    import pandas as pd
    from mlflow.models import Model

    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings
    from tasks.core.tracking import tracking_store

    root, client = built["root"], _client(built["root"])
    version = client.get_model_version_by_alias("generator", "challenger")
    model_id = version.model_id or version.source.removeprefix("models:/")  # the SQL registry keeps it as the source
    logged = client.get_logged_model(model_id)
    assert model_id.startswith("m-") and logged.source_run_id == version.run_id
    distilled = json.loads((root / "generator" / "distill_report.json").read_text(encoding="utf-8"))
    train_sha = distilled["dataset_sha256"]["train"]
    run = client.get_run(version.run_id)
    found = {item.dataset.name: item for item in run.inputs.dataset_inputs}
    contexts = {name: {tag.key: tag.value for tag in item.tags}["mlflow.data.context"] for name, item in found.items()}
    assert contexts == {"distill_train": "training", "calibration_passages": "calibration", "distill_dev": "evaluation"}
    assert found["distill_train"].dataset.digest == train_sha[:32] == version.tags["lineage.dataset_sha256"][:32]
    assert {tag.key: tag.value for tag in found["distill_train"].tags}["sha256"] == train_sha
    assert ("perplexity_ratio", "distill_dev") in {(metric.key, metric.dataset_name) for metric in logged.metrics}
    assert train_sha[:12] in version.description and "perplexity ratio" in version.description
    quantize = json.loads((root / "generator" / "quantize_report.json").read_text(encoding="utf-8"))
    assert (run.info.end_time - run.info.start_time) / 1000 >= quantize["quantize_seconds"]  # opened first

    (distill_run,) = client.search_runs([run.info.experiment_id], "tags.`ragops.stage` = 'distill'")
    assert {item.dataset.name for item in distill_run.inputs.dataset_inputs} == {
        "distill_train", "distill_dev", "distill_test"}
    assert (distill_run.info.end_time - distill_run.info.start_time) / 1000 >= distilled["seconds"]["total"] - 0.1

    with tracking_store(load_settings(), DataPaths(root)):
        model = Model.load(f"models:/generator/{version.version}")
        assert model.signature.inputs.input_names() == ["prompt"] and model.signature.outputs.input_names() == ["answer"]
        flavor = model.flavors["python_function"]
        assert "model_code_path" in flavor and "python_model" not in flavor  # models from code: nothing pickled
        prompt = json.loads((root / "generator" / "dataset" / "dev.jsonl").read_text().splitlines()[0])["messages"][1]
        answer = mlflow.pyfunc.load_model(f"models:/generator/{version.version}").predict(
            pd.DataFrame({"prompt": [prompt["content"]]}), params={"max_new_tokens": 4})
    assert list(answer.columns) == ["answer"] and len(answer) == 1
    log = built["log"].lower()
    assert "cloudpickle" not in log and "arbitrary code" not in log


def test_build_engine_cli_exits_1_with_the_reason(built):
    env = {**built["env"], "RAGOPS_DATA_ROOT": str(built["root"])}
    done = subprocess.run([sys.executable, "-m", "tasks.cli", "build-engine"], env=env, capture_output=True,
                          text=True, timeout=300, cwd=REPO)
    assert done.returncode == 1
    assert done.stderr.startswith("ragops build-engine: ") and "TensorRT-LLM" in done.stderr


def test_serving_transformers_backend_answers_from_the_quantised_student(built):
    from serving.generation import build_generator
    from tasks.core.settings import load_settings

    checkpoint = built["root"] / "generator" / "quantized"
    settings = load_settings(overrides={"serving.generation.backend": "transformers",
                                        "serving.generation.transformers.checkpoint": str(checkpoint)})
    generator = build_generator(settings.serving.generation)
    # The tiny student (one layer, 48 training questions) may close a given question at once with its end token: an
    # empty answer to one question says nothing of the code path. Every dev question gets a string, and some answer.
    rows = (built["root"] / "generator" / "dataset" / "dev.jsonl").read_text().splitlines()
    texts = [generator.generate(json.loads(row)["messages"], temperature=0.0, max_tokens=12) for row in rows]
    assert texts and all(isinstance(text, str) for text in texts)
    assert any(text.strip() for text in texts), texts
    assert generator.describe() == {"backend": "transformers", "checkpoint": str(checkpoint)}


def _checks(gate: dict) -> dict[str, list[dict]]:
    found: dict[str, list[dict]] = {}
    for check in gate["checks"]:
        found.setdefault(check["metric"], []).append(check)
    return found


def test_the_gate_refuses_a_generator_answering_worse_than_extractive_and_keeps_the_extractive_backend(built):
    strict, gate, evaluation = built["strict"], built["strict_gate"], built["evaluation"]
    version = str(json.loads((built["root"] / "generator" / "quantize_report.json").read_text())["registered"]["version"])
    candidate, twin = evaluation["candidate"], evaluation["candidate_extractive"]
    assert candidate["deployment"]["models"]["generator"] == version
    assert candidate["deployment"]["generator"]["backend"] == "transformers"
    # Measured twice in the same run, on the same questions: with the student and with the extractive backend.
    assert twin["deployment"]["models"] == {k: v for k, v in candidate["deployment"]["models"].items() if k != "generator"}
    assert twin["deployment"]["index_version"] == candidate["deployment"]["index_version"]
    assert twin["served_as"]["generator"] == {"backend": "extractive"}  # what its server said it loaded (/readyz)
    assert candidate["served_as"]["generator"]["backend"] == "transformers"
    assert twin["overall"]["questions"] == candidate["overall"]["questions"] > 0
    metrics = candidate["metrics"]
    assert 0.5 < metrics["generator_perplexity_ratio"] < 2.0  # read from the quantize run that registered it
    for name in ("answer_f1", "answer_exact_match", "answer_support", "refusal_accuracy"):
        assert 0.0 <= metrics[name] <= 1.0 and 0.0 <= twin["metrics"][name] <= 1.0, name
    # The test student (a few steps on a 512-token vocabulary) states next to nothing; extractive quotes the evidence.
    assert metrics["answer_f1"] < twin["metrics"]["answer_f1"] - 0.05, (metrics["answer_f1"], twin["metrics"])
    judged = gate["generator"]
    assert judged["version"] == version and not judged["passed"]
    assert any(failure.startswith("answer_f1 ") and "vs extractive backend" in failure for failure in judged["failures"])
    assert gate["candidate"] == twin["deployment"]  # what was gated, and what promotion would serve
    assert "generator" not in gate["tagged"]
    assert gate["reasons"][-len(judged["reasons"]) - 1] == ("generator (transformers) refused: serving keeps the "
                                                             "extractive backend")
    assert strict["action"] in ("dry_run", "rejected") and strict["gate"]["generator"]["passed"] is False
    tags = built["strict_tags"]  # read before the lifted run below decided on the same version again
    assert tags["validation_status"] == "failed"
    assert json.loads(tags["gate.reasons"])[0].startswith("answers worse than the extractive backend: FAIL answer_")


def test_a_passing_candidate_promotes_the_generator_and_serving_loads_it(built):
    lifted, root, gate = built["lifted"], built["root"], built["lifted_gate"]
    assert lifted["evaluation"]["reused"]  # the same two deployments: measured once
    ratio_ok = _checks(gate)["generator_perplexity_ratio"][0]["passed"]
    if not gate["passed"]:
        # Only the generator's own bound may stop it here; anything else is a real failure.
        assert not ratio_ok and gate["failures"] == [c for c in gate["failures"] if "generator_perplexity" in c], gate["failures"]
        pytest.skip(f"the quantised test student's perplexity ratio is over the gate's bound: {gate['failures']}")
    assert gate["generator"]["passed"] and gate["candidate"]["models"]["generator"]  # kept: the bounds are lifted
    assert lifted["action"] == "promoted", lifted
    tags = _client(root).get_model_version("generator", gate["candidate"]["models"]["generator"]).tags
    assert tags["validation_status"] == "passed" and "generator_perplexity_ratio" in tags["gate.reasons"]
    manifest = json.loads((root / "deployments" / "manifest.json").read_text())
    version = manifest["models"]["generator"]
    checkpoint = Path(manifest["generator"]["transformers"]["checkpoint"])
    assert checkpoint == root / "deployments" / "generator" / f"v{version}" and (checkpoint / "config.json").is_file()
    assert str(_client(root).get_model_version_by_alias("generator", "champion").version) == version
    assert lifted["smoke"]["ok"], lifted["smoke"]
    import httpx

    from tests.integration.serving_server import serving_in_process

    # The serving app on the promoted manifest (in this process: the smoke check above ran its temporary server as
    # a process; another process start would only pay the imports again).
    with serving_in_process(root, [f"ingest.source={built['corpus']}", "serving.watch_interval_seconds=0"]) as url:
        reply = httpx.post(f"{url}/v1/query", json={"query": lifted["smoke"]["question"]}, timeout=120).json()
    assert reply["deployment"]["models"]["generator"] == version
    assert reply["generation"]["backend"] == "transformers"


def _client(root: Path):
    from mlflow import MlflowClient

    uri = f"sqlite:///{root / 'mlflow.db'}"
    return MlflowClient(tracking_uri=uri, registry_uri=uri)
