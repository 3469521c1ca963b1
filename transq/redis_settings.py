"""How to reach one Redis (``[redis]``, and the gateway's ``[gateway.admin_redis]``): its
own module so that the gateway's settings section can hold a second connection without
importing producer.settings, which imports that section."""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator


class RedisSettings(BaseModel):
    """How to reach Redis: redis://, rediss:// (TLS) or unix:// URLs, ACL user optional."""

    model_config = ConfigDict(extra="forbid")

    url: str = "redis://127.0.0.1:6379/0"
    # Redis Cluster: ``url`` names any one node (database 0); the client finds the others.
    cluster: bool = False
    username: str | None = None
    password: SecretStr | None = None
    connect_timeout_s: float = Field(5.0, gt=0)
    # Commands that block server-side (BLPOP, XREADGROUP BLOCK) add their own time on top.
    socket_timeout_s: float = Field(10.0, gt=0)
    ssl_ca_certs: str | None = None
    ssl_certfile: str | None = None
    ssl_keyfile: str | None = None
    ssl_cert_reqs: str = "required"

    @field_validator("url")
    @classmethod
    def _scheme_ok(cls, value: str) -> str:
        scheme = urlsplit(value).scheme
        if scheme not in ("redis", "rediss", "unix"):
            raise ValueError(f"Redis URL scheme {scheme!r}: use redis://, rediss:// or unix://")
        return value

    def describe(self) -> str:
        """Which Redis, for people: the URL without its password, the user, cluster or not."""
        user = f" as {self.username}" if self.username else ""
        return f"{self.masked_url()}{user}{' (cluster)' if self.cluster else ''}"

    def masked_url(self) -> str:
        parts = urlsplit(self.url)
        if parts.password is None:
            return self.url
        netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
        return urlunsplit(parts._replace(netloc=netloc))
