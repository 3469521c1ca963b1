"""gateway_longpoll"""
