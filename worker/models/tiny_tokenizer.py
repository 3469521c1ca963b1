"""The tiny test model's tokenizer: byte-level BPE with ChatML specials, trained on a small
embedded multilingual corpus (see worker.models.tiny). Nothing is read from outside."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tokenizers import Tokenizer

SPECIALS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]  # ids 0, 1, 2 (pad, -, eos)
TARGET_VOCAB = 1024

# A few sentences per language plus code and markdown, so BPE learns merges for
# each script; byte-level pre-tokenization covers everything else.
CORPUS = """\
The quick brown fox jumps over the lazy dog.
Please translate the following text into German, without additional explanation.
The weather is nice today, so we are going for a walk in the park.
Our servers process thousands of requests per second from all over the world.
Der schnelle braune Fuchs springt über den faulen Hund.
Bitte übersetzen Sie den folgenden Text ins Englische.
Das Wetter ist heute schön, deshalb gehen wir im Park spazieren.
Grüß Gott! Wie geht es Ihnen? Straße, Größe, Mädchen, schön.
Le renard brun rapide saute par-dessus le chien paresseux.
Veuillez traduire le texte suivant en français, sans explication supplémentaire.
Il fait beau aujourd'hui, alors nous allons nous promener dans le parc.
Où est la gare ? Ça coûte combien ? Je voudrais un café, s'il vous plaît.
El rápido zorro marrón salta sobre el perro perezoso.
Por favor, traduzca el siguiente texto al español.
Hoy hace buen tiempo, así que vamos a dar un paseo por el parque.
¿Dónde está la estación? ¡Muchas gracias! La niña come una manzana.
敏捷的棕色狐狸跳过了懒狗。
请将以下文本翻译成中文，不要额外解释。
今天天气很好，所以我们去公园散步。
你好，世界！我们的服务器每秒处理来自世界各地的数千个请求。
素早い茶色の狐が怠け者の犬を飛び越えた。
次の文章を日本語に翻訳してください。説明は不要です。
今日は天気が良いので、公園を散歩します。
こんにちは、世界！カタカナとひらがなと漢字を使います。
Быстрая коричневая лиса прыгает через ленивую собаку.
Пожалуйста, переведите следующий текст на русский язык.
Сегодня хорошая погода, поэтому мы идём гулять в парк.
Привет, мир! Наши серверы обрабатывают тысячи запросов в секунду.
# Translation worker

- Reads jobs from a **Redis stream** and writes results back.
- Uses `vLLM` for batched generation; see [the docs](https://docs.vllm.ai/).

```python
def translate(text: str, target: str = "de") -> str:
    if not text:
        return ""
    return engine.generate(text, params, request_id=f"req-{n}")
```

for i in range(10):
    print(f"{i}: {i ** 2}")  # squares
{"id": 42, "source": "en", "target": "fr", "text": "Hello, world!"}
SELECT id, text FROM jobs WHERE status = 'pending' ORDER BY created_at;
"""  # noqa: RUF001  (full-width CJK punctuation is the point of those lines)

# Qwen2's tokenizer.json pipeline: NFC, regex split, byte-level, BPE without unk.
QWEN2_SPLIT = (
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}"
    r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"
)

# ChatML in Qwen2.5's shape (default system prompt), without tool calls.
CHAT_TEMPLATE = (
    "{%- if messages[0]['role'] == 'system' %}"
    "{{- '<|im_start|>system\\n' + messages[0]['content'] + '<|im_end|>\\n' }}"
    "{%- else %}{{- '<|im_start|>system\\nYou are a helpful assistant.<|im_end|>\\n' }}"
    "{%- endif %}"
    "{%- for message in messages %}"
    "{%- if not (message['role'] == 'system' and loop.first) %}"
    "{{- '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}"
    "{%- endif %}{%- endfor %}"
    "{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}"
)


def train_tokenizer() -> Tokenizer:
    """Train the byte-level BPE; deterministic for a given ``tokenizers`` version."""
    from tokenizers import Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers, trainers  # noqa: PLC0415

    tok = Tokenizer(models.BPE(unk_token=None, fuse_unk=False, byte_fallback=False))
    tok.normalizer = normalizers.NFC()
    tok.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(Regex(QWEN2_SPLIT), behavior="isolated", invert=False),
            pre_tokenizers.ByteLevel(add_prefix_space=False, trim_offsets=False, use_regex=False),
        ]
    )
    tok.decoder = decoders.ByteLevel()  # plain byte->text reversal; it takes no options
    trainer = trainers.BpeTrainer(
        vocab_size=TARGET_VOCAB,
        min_frequency=1,  # the corpus is tiny; frequency 2 would leave few merges
        special_tokens=SPECIALS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),  # every byte => any text encodes
        show_progress=False,
    )
    tok.train_from_iterator(CORPUS.splitlines(keepends=True), trainer=trainer)
    if [tok.token_to_id(s) for s in SPECIALS] != [0, 1, 2]:
        raise RuntimeError("ChatML specials did not get ids 0, 1, 2")
    return tok


def tokenizer_config(max_positions: int) -> dict[str, Any]:
    """tokenizer_config.json as Qwen2.5-Instruct ships it (eos <|im_end|>, pad <|endoftext|>)."""
    flags = dict.fromkeys(("lstrip", "normalized", "rstrip", "single_word"), False)
    added = {str(i): {"content": s, **flags, "special": True} for i, s in enumerate(SPECIALS)}
    return {
        "add_bos_token": False,
        "add_prefix_space": False,
        "added_tokens_decoder": added,
        "additional_special_tokens": ["<|im_start|>", "<|im_end|>"],
        "bos_token": None,
        "chat_template": CHAT_TEMPLATE,
        "clean_up_tokenization_spaces": False,
        "eos_token": "<|im_end|>",
        "errors": "replace",
        "model_max_length": max_positions,
        "pad_token": "<|endoftext|>",
        "split_special_tokens": False,
        "tokenizer_class": "Qwen2Tokenizer",
        "unk_token": None,
    }
