// Stands in for a stylesheet import in the component tests (jest.config.js).
export default {};
