// SPDX-License-Identifier: GPL-2.0
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "strbuf.h"

static int grow(struct strbuf *sb, size_t extra)
{
	size_t cap;
	char *p;

	if (sb->oom)
		return -1;
	if (sb->len + extra + 1 <= sb->cap)
		return 0;
	cap = sb->cap ? sb->cap : 64;
	while (cap < sb->len + extra + 1)
		cap *= 2;
	p = realloc(sb->buf, cap);
	if (!p) {
		sb->oom = 1;
		return -1;
	}
	sb->buf = p;
	sb->cap = cap;
	return 0;
}

void sb_reset(struct strbuf *sb)
{
	sb->len = 0;
	sb->oom = 0;
	if (sb->buf)
		sb->buf[0] = '\0';
}

void sb_free(struct strbuf *sb)
{
	free(sb->buf);
	sb->buf = NULL;
	sb->len = sb->cap = 0;
	sb->oom = 0;
}

void sb_add(struct strbuf *sb, const char *s, size_t len)
{
	if (grow(sb, len) < 0)
		return;
	memcpy(sb->buf + sb->len, s, len);
	sb->len += len;
	sb->buf[sb->len] = '\0';
}

void sb_adds(struct strbuf *sb, const char *s)
{
	sb_add(sb, s, strlen(s));
}

void sb_addc(struct strbuf *sb, char c)
{
	sb_add(sb, &c, 1);
}

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || grow(sb, (size_t)n) < 0)
		return;
	va_start(ap, fmt);
	vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	sb->len += (size_t)n;
}

void sb_json_str(struct strbuf *sb, const char *s, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	size_t i;

	sb_addc(sb, '"');
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		switch (c) {
		case '"':
			sb_add(sb, "\\\"", 2);
			break;
		case '\\':
			sb_add(sb, "\\\\", 2);
			break;
		case '\n':
			sb_add(sb, "\\n", 2);
			break;
		case '\t':
			sb_add(sb, "\\t", 2);
			break;
		case '\r':
			sb_add(sb, "\\r", 2);
			break;
		default:
			if (c < 0x20 || c == 0x7f) {
				char u[6] = { '\\', 'u', '0', '0', hex[c >> 4], hex[c & 15] };

				sb_add(sb, u, 6);
			} else {
				sb_addc(sb, (char)c);
			}
		}
	}
	sb_addc(sb, '"');
}

const char *sb_cstr(struct strbuf *sb)
{
	return sb->buf ? sb->buf : "";
}
