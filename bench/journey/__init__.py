"""journey"""
