"""On-device models: GGUF conversion and quantization with llama.cpp's own tools, scored before publishing."""
