// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>
#include "quote.h"
#include "utf8.h"

/* safe_run - how many bytes from @s on print as they are (0: the first is unsafe) */
static size_t safe_run(const unsigned char *s, size_t len)
{
	size_t i = 0, n;

	while (i < len) {
		if (s[i] < 0x80) {
			if (s[i] < 0x20 || s[i] == 0x7f)
				break;
			i++;
			continue;
		}
		n = utf8_seq_len(s + i, len - i);
		/* U+0080..U+009F, the C1 controls, are C2 80..C2 9F */
		if (!n || (n == 2 && s[i] == 0xc2 && s[i + 1] < 0xa0))
			break;
		i += n;
	}
	return i;
}

void sb_add_safe(struct strbuf *sb, const char *s, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0, n;

	while (i < len) {
		n = safe_run(u + i, len - i);
		if (n) {
			sb_add(sb, s + i, n);
			i += n;
			continue;
		}
		/* one unsafe byte; a C1 control in UTF-8 is two of them */
		do {
			char esc[4] = { '\\', 'x', hex[u[i] >> 4], hex[u[i] & 15] };

			sb_add(sb, esc, sizeof(esc));
		} while (u[i++] == 0xc2 && i < len && u[i] >= 0x80 && u[i] < 0xa0);
	}
}

void sb_adds_safe(struct strbuf *sb, const char *s)
{
	if (s)
		sb_add_safe(sb, s, strlen(s));
}

int text_is_safe(const char *s)
{
	size_t len = strlen(s);

	return safe_run((const unsigned char *)s, len) == len;
}

char *text_safe(const char *s)
{
	struct strbuf sb = STRBUF_INIT;

	if (!s)
		return NULL;
	if (text_is_safe(s))
		return strdup(s);
	sb_adds_safe(&sb, s);
	if (sb.oom) {
		sb_free(&sb);
		return NULL;
	}
	return sb.buf;
}

void fputs_safe(const char *s, FILE *f)
{
	struct strbuf sb = STRBUF_INIT;

	if (!s)
		return;
	if (text_is_safe(s)) {
		fputs(s, f);
		return;
	}
	sb_adds_safe(&sb, s);
	fputs(sb_cstr(&sb), f);
	sb_free(&sb);
}

size_t text_width(const char *s)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p;
	size_t n = 0;

	sb_adds_safe(&sb, s);
	for (p = sb_cstr(&sb); *p; p++)
		n += ((unsigned char)*p & 0xc0) != 0x80;
	sb_free(&sb);
	return n;
}
