"""How to reach one Redis (``[redis]``, and the gateway's ``[gateway.admin_redis]``): its
own module so that the gateway's settings section can hold a second connection without
importing producer.settings, which imports that section."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import unquote, urlsplit, urlunsplit

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator

SENTINEL_SCHEMES = ("redis+sentinel", "rediss+sentinel")
RETRY_WINDOW_S = 3.0
SENTINEL_RETRY_WINDOW_S = 20.0


@dataclass(frozen=True, slots=True)
class SentinelTarget:
    """What a redis+sentinel:// URL names."""

    sentinels: tuple[tuple[str, int], ...]
    service_name: str
    db: int
    username: str | None
    password: str | None


def sentinel_target(url: str) -> SentinelTarget:
    """Parse ``redis+sentinel://[user:pw@]h1:p1,h2:p2/<service>[/<db>]`` (ValueError if bad)."""
    parts = urlsplit(url)
    hosts = parts.netloc.rpartition("@")[2]
    sentinels: list[tuple[str, int]] = []
    for item in filter(None, hosts.split(",")):
        host, _, port = item.rpartition(":")
        if not host or not port.isdigit():
            raise ValueError(f"sentinel address {item!r}: use host:port")
        sentinels.append((host.strip("[]"), int(port)))
    path = [unquote(p) for p in parts.path.split("/") if p]
    if not sentinels or not path or len(path) > 2 or (len(path) == 2 and not path[1].isdigit()):
        raise ValueError("Sentinel URL: use redis+sentinel://host:port[,host:port...]/<service name>[/<db>]")
    user = unquote(parts.username) if parts.username else None
    password = unquote(parts.password) if parts.password else None
    return SentinelTarget(tuple(sentinels), path[0], int(path[1]) if len(path) == 2 else 0, user, password)


class RedisSettings(BaseModel):
    """How to reach Redis: redis://, rediss:// (TLS) or unix:// URLs, or Sentinel
    (redis+sentinel://, rediss+sentinel://); ACL user optional."""

    model_config = ConfigDict(extra="forbid")

    # redis+sentinel://[user:password@]host:port[,host:port...]/<service name>[/<db>]: the
    # sentinels' addresses; the client asks them for the primary of the service (and again
    # after a failover). The user and password are those of the Redis nodes, as for redis://.
    url: str = "redis://127.0.0.1:6379/0"
    # Redis Cluster: ``url`` names any one node (database 0); the client finds the others.
    cluster: bool = False
    username: str | None = None
    password: SecretStr | None = None
    # The sentinels' own login (``requirepass``/ACL of the sentinel processes), if any.
    sentinel_username: str | None = None
    sentinel_password: SecretStr | None = None
    connect_timeout_s: float = Field(5.0, gt=0)
    # Commands that block server-side (BLPOP, XREADGROUP BLOCK) add their own time on top.
    socket_timeout_s: float = Field(10.0, gt=0)
    # How long a command keeps retrying on fresh connections while Redis is away (a
    # restart, a failover). Default: 3 s, or 20 s with Sentinel, which must cover the
    # sentinels' down-after-milliseconds plus the election (docs/operations.md).
    retry_window_s: float | None = Field(None, gt=0)
    ssl_ca_certs: str | None = None
    ssl_certfile: str | None = None
    ssl_keyfile: str | None = None
    ssl_cert_reqs: str = "required"

    @field_validator("url")
    @classmethod
    def _scheme_ok(cls, value: str) -> str:
        scheme = urlsplit(value).scheme
        if scheme not in ("redis", "rediss", "unix", *SENTINEL_SCHEMES):
            raise ValueError(f"Redis URL scheme {scheme!r}: use redis://, rediss://, unix:// or redis+sentinel://")
        if scheme in SENTINEL_SCHEMES:
            sentinel_target(value)  # its errors as the setting's
        return value

    @property
    def sentinel(self) -> bool:
        return urlsplit(self.url).scheme in SENTINEL_SCHEMES

    @property
    def tls(self) -> bool:
        return urlsplit(self.url).scheme in ("rediss", "rediss+sentinel")

    def retry_window(self) -> float:
        if self.retry_window_s is not None:
            return self.retry_window_s
        return SENTINEL_RETRY_WINDOW_S if self.sentinel else RETRY_WINDOW_S

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
