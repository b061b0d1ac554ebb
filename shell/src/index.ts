// Async boundary: shared singletons (React, router, …) are negotiated by Module Federation before
// any of them is evaluated. A static React import here would consume a shared module eagerly.
import('./bootstrap');
