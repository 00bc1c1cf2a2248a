// Gatsby's Link calls ___loader in the browser; tests only need it to exist.
global.___loader = { enqueue: jest.fn() };
