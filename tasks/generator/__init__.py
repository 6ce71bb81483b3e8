"""The generator lifecycle: distill → quantize (AWQ) → build_engine (TensorRT-LLM)."""
