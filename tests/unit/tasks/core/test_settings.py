from pathlib import Path

import pytest
import yaml

from tasks.core.settings import (
    SettingsError,
    apply_overrides,
    load_settings,
    parse_set_args,
    read_params,
    validate_settings,
)


def test_params_yaml_loads_with_design_defaults():
    settings = load_settings()
    strategies = settings.ingest.chunking.strategies
    assert {name: s.max_tokens for name, s in strategies.items()} == {"operation": 128, "comparison": 512, "trend": 512}
    assert settings.ingest.credibility == {"official": 1.0, "wechat": 0.6, "forum": 0.3}
    assert strategies["trend"].group_by_year
    evaluators = settings.evaluators  # docs/design.md#specifications, written only in params.yaml
    assert (evaluators.dcee.weight, evaluators.dcee.threshold) == (0.7, 0.55)
    assert (evaluators.correction.original_weight, evaluators.correction.counterfactual_weight,
            evaluators.correction.counterfactual_top_k) == (0.6, 0.4, 3)
    assert evaluators.intent.confidence_threshold == 0.75
    assert (evaluators.intent.session_similarity, evaluators.intent.session_ttl_seconds) == (0.85, 90)
    assert evaluators.ranker.n_estimators == 50 and evaluators.active_learning.confidence_below == 0.7
    assert settings.evaluation.k == 5 and settings.evaluation.targets.stale_top1_reduction_at_least == 0.8


def test_params_yaml_is_the_one_place_defaults_are_written(tmp_path):
    """A key missing from a params file is an error naming it, not a silent second default in the code."""
    tree = read_params()
    del tree["embed"]["bm25"]["k1"]
    del tree["evaluation"]
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump(tree), encoding="utf-8")
    with pytest.raises(SettingsError) as err:
        load_settings(params)
    assert "embed.bm25.k1: Field required" in str(err.value) and "evaluation: Field required" in str(err.value)


def test_dotted_and_nested_overrides_layer_on_params():
    settings = load_settings(overrides={"ingest.batch_size": 3, "ingest": {"min_text_chars": 5}})
    assert settings.ingest.batch_size == 3
    assert settings.ingest.min_text_chars == 5


def test_set_args_are_parsed_as_yaml_values():
    assert parse_set_args(["ingest.batch_size=4", "ingest.include=['*.pdf', '*.PDF']", "tracking.uri="]) == {
        "ingest.batch_size": 4,
        "ingest.include": ["*.pdf", "*.PDF"],
        "tracking.uri": "",
    }
    with pytest.raises(SettingsError, match=r"section\.key=value"):
        parse_set_args(["no-equals-sign"])


def test_unknown_override_key_names_the_key_and_allowed_keys():
    with pytest.raises(SettingsError) as err:
        load_settings(overrides={"ingest.batch_sise": 4})
    assert "ingest.batch_sise" in str(err.value)
    assert "batch_size" in str(err.value)


def test_unknown_key_in_params_file_is_rejected(tmp_path: Path):
    tree = read_params()
    tree["ingest"]["chunking"]["bogus"] = 1
    with pytest.raises(SettingsError) as err:
        validate_settings(tree)
    assert "ingest.chunking.bogus: unknown key" in str(err.value)
    assert "conditional_connectives" in str(err.value)


def test_bad_literal_lists_allowed_values():
    tree = read_params()
    tree["ingest"]["chunking"]["strategies"]["summary"] = {"max_tokens": 64}
    with pytest.raises(SettingsError) as err:
        validate_settings(tree)
    assert "'operation', 'comparison' or 'trend'" in str(err.value)


@pytest.mark.parametrize(
    "override, fragment",
    [
        ({"ingest.batch_size": 0}, "ingest.batch_size"),
        ({"ingest.schedule": "every day"}, "5-field cron"),
        ({"ingest.default_source_type": "blog"}, "have no credibility score"),
        ({"ingest.credibility": {"official": 1.5}}, "[0, 1]"),
        ({"ingest.chunking.strategies.operation.overlap_tokens": 100}, "at most half"),
        ({"sample_corpus.heldout_fraction": 1.0}, "sample_corpus.heldout_fraction"),
    ],
)
def test_bad_values_fail_with_the_key_in_the_message(override, fragment):
    with pytest.raises(SettingsError) as err:
        load_settings(overrides=override)
    assert fragment in str(err.value)


def test_open_mappings_accept_new_keys():
    settings = load_settings(overrides={"ingest.passwords": {"secret/*.pdf": "pw"}, "ingest.credibility": {"blog": 0.2}})
    assert settings.ingest.password_for("secret/a.pdf") == "pw"
    assert settings.ingest.password_for("public/a.pdf") is None
    assert settings.ingest.credibility == {"official": 1.0, "wechat": 0.6, "forum": 0.3, "blog": 0.2}


def test_override_of_a_new_strategy_is_an_unknown_key():
    with pytest.raises(SettingsError, match=r"ingest\.chunking\.strategies\.summary"):
        apply_overrides(read_params(), {"ingest.chunking.strategies": {"summary": {"max_tokens": 64}}})


def test_source_type_rules_first_match_then_default():
    settings = load_settings()
    assert settings.ingest.source_type_for("forum/tips/old.pdf") == "forum"
    assert settings.ingest.source_type_for("wechat/post.pdf") == "wechat"
    assert settings.ingest.source_type_for("official/manuals/a.pdf") == "official"


def test_flat_dict_has_dotted_keys_for_mlflow():
    flat = load_settings().to_flat_dict()
    assert flat["ingest.chunking.strategies.operation.max_tokens"] == 128
    assert flat["tracking.experiment"] == "ragops"
