// SPDX-License-Identifier: GPL-2.0
/*
 * litter.c - locks that tell a live recording's files from litter (litter.h).
 *
 * flock(2) rather than fcntl(2) locks: SQLite takes fcntl locks on the
 * temporary database and drops every one of the process's fcntl locks on a
 * file when it closes any descriptor of it; flock locks belong to the open
 * file, which is ours alone, and work on folders too.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include "litter.h"

int litter_lock(int fd)
{
	int rc;

	do
		rc = flock(fd, LOCK_EX);
	while (rc < 0 && errno == EINTR);
	return rc < 0 ? -1 : 0;
}

int litter_unlocked(int fd)
{
	if (flock(fd, LOCK_EX | LOCK_NB) == 0)
		return 1;
	return errno == EWOULDBLOCK ? 0 : -1;
}

int litter_same(int dir_fd, const char *name, int fd)
{
	struct stat a, b;

	if (fstat(fd, &a) < 0 || fstatat(dir_fd, name, &b, AT_SYMLINK_NOFOLLOW) < 0)
		return 0;
	return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}
