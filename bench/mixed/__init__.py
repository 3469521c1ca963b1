"""mixed"""
