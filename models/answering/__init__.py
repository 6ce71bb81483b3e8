"""What a reader is shown for one question (the serving runtime's answer step): the evidence list without repeats,
the corrective-RAG action, an extractive answer with citations, the generation temperature from evidence
consistency, and post-generation claim verification. Pure; imports only `models`."""
