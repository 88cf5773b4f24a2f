// An allocation counter for the benchmark: preloaded with LD_PRELOAD, it wraps every glibc
// allocation entry point, counts the call and forwards it to glibc's own implementation
// (__libc_malloc and friends, so no dlsym and no recursion). The benchmark reads the count
// through lgbench_malloc_counter_value() before and after a batch of layouts; the difference
// divided by the batch size is the allocations per layout. free is not wrapped.
//
// Build: clang -O2 -shared -fPIC -o malloc_counter.so malloc_counter.c
// The count is a plain (non-atomic) global: the benchmark counts on one thread.
#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static unsigned long allocations;

unsigned long lgbench_malloc_counter_value(void) { return allocations; }

void *malloc(size_t size) {
    allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
    allocations++;
    return __libc_memalign(4096, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    allocations++;
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}
