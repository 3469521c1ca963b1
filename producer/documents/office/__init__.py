"""Binary document formats: Word (.docx), PowerPoint (.pptx), Excel (.xlsx), OpenDocument
text (.odt) and XLIFF 1.2/2.x, read and written in their XML with lxml (formats.py is
the entry point; docs/documents.md says what each keeps)."""
