"""The words the whole pipeline shares: T3D intents and chunk strategies (docs/design.md#t3d). One definition.

Intents are spelled as the labelled query sets spell them; strategies are the chunkings ingest writes (one index
each). Fault diagnosis answers with steps and values, which the small operation chunks hold; it differs from
operation guidance in its metadata filters (model, region), which are tier 2's business, not the chunk size.
"""

from __future__ import annotations

# Operation guidance, parameter comparison, trend analysis, fault diagnosis.
INTENTS: tuple[str, ...] = ("operation", "comparison", "trend", "fault")
# When the intent classifier is unsure, route to operation guidance: its small chunks answer step and value
# questions precisely, and a generic strategy costs less than a wrong specific one.
FALLBACK_INTENT = "operation"

# Chunk strategies (params.yaml ingest.chunking.strategies): operation 128 tokens, comparison 512, trend 512 by year.
STRATEGIES: tuple[str, ...] = ("operation", "comparison", "trend")

STRATEGY_BY_INTENT: dict[str, str] = {
    "operation": "operation",
    "comparison": "comparison",
    "trend": "trend",
    "fault": "operation",
}


def strategy_for_intent(intent: str) -> str:
    """The chunk strategy that answers an intent; ValueError naming the known intents for anything else."""
    try:
        return STRATEGY_BY_INTENT[intent]
    except KeyError:
        raise ValueError(f"unknown intent {intent!r}; known: {list(INTENTS)}") from None
