"""vllm_server"""
