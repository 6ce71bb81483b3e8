"""Retrieval: BM25 tokens (jieba + part numbers), hybrid score fusion, T3D intent routing and the session cache,
counterfactual claims and their fusion, the tier-3 ranker feature row. Pure; imports only `models`."""
