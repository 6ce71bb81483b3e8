"""Generator: the memory planner (DESIGN §5 "Generator lifecycle") and answer scoring (exact match, token F1)."""
