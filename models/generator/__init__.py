"""Generator: the memory planner (docs/design.md#generator) and answer scoring (exact match, token F1)."""
