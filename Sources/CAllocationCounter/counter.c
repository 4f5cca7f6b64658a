// Interposes glibc's allocation functions in the benchmark executable and counts calls while enabled.
// The real work is done by glibc's own entry points (__libc_malloc and friends), so there is no recursion
// and no dlsym. Only the benchmark links this target; the library never does.
#include "CAllocationCounter.h"

#include <errno.h>
#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#endif
#include <stdatomic.h>
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_int counting = 0;
static atomic_llong allocations = 0;

static inline void note(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    note();
    return __libc_malloc(size);
}

void free(void *pointer) { __libc_free(pointer); }

void *calloc(size_t count, size_t size) {
    note();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    note();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    note();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    note();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    note();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void rk_allocation_counting(int enabled) { atomic_store(&counting, enabled); }

long long rk_heap_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return (long long)(info.uordblks + info.hblkhd);
}

void rk_heap_trim(void) { malloc_trim(0); }

long long rk_allocation_count(void) { return atomic_load(&allocations); }

#else

void rk_allocation_counting(int enabled) { (void)enabled; }

long long rk_allocation_count(void) { return -1; }

long long rk_heap_bytes(void) { return -1; }

void rk_heap_trim(void) {}

#endif
