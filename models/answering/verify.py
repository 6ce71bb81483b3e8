"""Post-generation verification (seed 003): the generated answer is split into claims, each claim is checked against
the evidence re-retrieved for it, and an answer whose claims are contradicted more than a set share of the time is
marked or rewritten.

The judge is rules, not a model (the seed: keep the verifier apart from the generator). For one claim, the evidence
sentence sharing the most of the claim's content words is its match; with less than half of them shared nothing
speaks to the claim (`unverified`). A claim stating figures (amounts, dates, percentages) is `supported` when its
match states every one of them and `contradicted` when its match states other figures; a claim without figures is
contradicted when exactly one of the two is negated ("not", "no longer", 不, 未, 禁止 ...), else supported.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from models.answering.compose import CITATION
from models.retrieval.bm25_tokens import tokenize
from models.retrieval.counterfactual import claim_sentences
from models.text import FIGURE as _FIGURE
from models.text import figures

VERDICTS = ("supported", "contradicted", "unverified")
_NEGATION = re.compile(r"\b(?:not|no|never|none|cannot|without|no longer)\b|n't|不|未|无|禁止|不得", re.IGNORECASE)
MIN_MATCH_SHARE = 0.5


@dataclass(frozen=True)
class ClaimCheck:
    claim: str
    verdict: str  # supported | contradicted | unverified
    evidence: str | None  # the matching evidence sentence
    chunk_id: str | None


def answer_claims(answer: str) -> list[str]:
    """The answer's statements, citations removed."""
    return [claim for claim in (CITATION.sub("", sentence).strip() for sentence in claim_sentences(answer)) if claim]


def judge(claim: str, evidence: Sequence[tuple[str, str, str | None]]) -> ClaimCheck:
    """`evidence`: (chunk_id, text, language) re-retrieved for this claim, best first."""
    claim_figures = figures(claim)
    words = {token for token in tokenize(claim) if not _FIGURE.fullmatch(token)}
    best: tuple[float, str, str] | None = None
    for chunk_id, text, language in evidence:
        for sentence in claim_sentences(text):
            terms = set(tokenize(sentence, language))
            share = len(words & terms) / len(words) if words else 0.0
            if best is None or share > best[0]:
                best = (share, sentence, chunk_id)
    if best is None or best[0] < MIN_MATCH_SHARE:
        return ClaimCheck(claim, "unverified", best[1] if best else None, best[2] if best else None)
    _, sentence, chunk_id = best
    if claim_figures:
        stated = figures(sentence)
        if claim_figures <= stated:
            return ClaimCheck(claim, "supported", sentence, chunk_id)
        return ClaimCheck(claim, "contradicted" if stated else "unverified", sentence, chunk_id)
    negated = bool(_NEGATION.search(claim)) != bool(_NEGATION.search(sentence))
    return ClaimCheck(claim, "contradicted" if negated else "supported", sentence, chunk_id)


def contradicted_share(checks: Sequence[ClaimCheck]) -> float:
    return sum(check.verdict == "contradicted" for check in checks) / len(checks) if checks else 0.0


def verification_trace(checks: Sequence[ClaimCheck], limit: float, action: str) -> dict[str, Any]:
    share = contradicted_share(checks)
    return {"claims": [asdict(check) for check in checks], "contradicted_share": round(share, 4),
            "contradicted_above": limit, "flagged": share > limit, "action": action if share > limit else "none"}


def answer_support(answer: str, cited: Sequence[str], token_share: float) -> tuple[int, int]:
    """(supported, total) statements of an answer: a statement is supported by its cited evidence when one cited
    passage states every figure of it and at least `token_share` of its tokens (the promotion metric
    `answer_support`; a lexical test, so a faithful paraphrase can fall short of it)."""
    claims = answer_claims(answer)
    passages = [(set(tokenize(text)), figures(text)) for text in cited]
    supported = 0
    for claim in claims:
        words, claim_figures = set(tokenize(claim)), figures(claim)
        supported += any(claim_figures <= stated and words and len(words & terms) / len(words) >= token_share
                         for terms, stated in passages)
    return supported, len(claims)
