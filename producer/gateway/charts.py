"""Small line charts as inline SVG, rendered on the server (no JavaScript, no library): the
console's last hour from Redis tallies (producer.ops.history). A chart is a few polylines
over a one-minute grid; a None value (no data that minute) breaks the line.

Hand-written rather than a plotting library: ~60 lines of SVG text cost less than a
dependency (matplotlib, pygal) in the gateway image, and the output is plain markup the
browser test can read.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from markupsafe import Markup

WIDTH, HEIGHT, PAD = 480, 140, 28
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e")


@dataclass(frozen=True)
class Chart:
    title: str
    unit: str
    series: dict[str, list[float | None]]

    @property
    def peak(self) -> float:
        values = [v for s in self.series.values() for v in s if v is not None]
        return max(values, default=0.0)

    def svg(self) -> Markup:
        top = self.peak or 1.0
        points = max((len(s) for s in self.series.values()), default=1)
        step = (WIDTH - 2 * PAD) / max(points - 1, 1)

        def y(value: float) -> float:
            return HEIGHT - PAD - (HEIGHT - 2 * PAD) * value / top

        parts = [
            f'<svg class="chart" role="img" aria-label="{escape(self.title)}" width="{WIDTH}" height="{HEIGHT}" '
            f'viewBox="0 0 {WIDTH} {HEIGHT}" xmlns="http://www.w3.org/2000/svg">',
            f'<text x="{PAD}" y="14" font-size="12">{escape(self.title)} (peak {top:g} {escape(self.unit)})</text>',
            f'<line x1="{PAD}" y1="{HEIGHT - PAD}" x2="{WIDTH - PAD}" y2="{HEIGHT - PAD}" stroke="#999"/>',
            f'<text x="{PAD}" y="{HEIGHT - 8}" font-size="10">-60 min</text>',
            f'<text x="{WIDTH - PAD - 20}" y="{HEIGHT - 8}" font-size="10">now</text>',
        ]
        for n, (name, values) in enumerate(self.series.items()):
            colour = COLOURS[n % len(COLOURS)]
            for run in _runs(values):
                coords = [(PAD + i * step, y(v)) for i, v in run]
                if len(coords) == 1:  # a lone minute with data: a dot
                    parts.append(f'<circle cx="{coords[0][0]:.1f}" cy="{coords[0][1]:.1f}" r="2.5" fill="{colour}"/>')
                    continue
                text = " ".join(f"{cx:.1f},{cy:.1f}" for cx, cy in coords)
                parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="1.5" points="{text}"/>')
            parts.append(
                f'<text x="{WIDTH - PAD - 110}" y="{16 + 12 * n}" font-size="10" fill="{colour}">{escape(name)}</text>'
            )
        parts.append("</svg>")
        return Markup("".join(parts))


def _runs(values: list[float | None]) -> list[list[tuple[int, float]]]:
    """Unbroken stretches of values."""
    runs: list[list[tuple[int, float]]] = [[]]
    for i, value in enumerate(values):
        if value is None:
            runs.append([])
        else:
            runs[-1].append((i, value))
    return [run for run in runs if run]
