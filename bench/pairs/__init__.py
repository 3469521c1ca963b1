"""pairs"""
